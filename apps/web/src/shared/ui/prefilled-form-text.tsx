import { List, Stack, Text } from '@mantine/core';
import type { PrefilledForm } from '@taxlens/contracts';

/** The prefilled Form 8821 as text: what the lender reviews before sending, and the signer's accessible copy. */
export function PrefilledFormText({ form }: { form: PrefilledForm }) {
  return (
    <Stack gap={4} aria-label="Prefilled Form 8821">
      <Text fw={600}>Form 8821 ({form.revision})</Text>
      <Text size="sm">
        Taxpayer: {form.taxpayer.name}, {form.taxpayer.taxIdKind} {form.taxpayer.taxId}, {form.taxpayer.address.join(', ')}
      </Text>
      <Text size="sm">Designees: {form.designees.map((d) => d.name).join('; ')}</Text>
      <List size="sm">
        {form.matters.map((m) => (
          <List.Item key={m.taxMatter}>
            {m.taxMatter}: Form {m.forms.join(', ')}, periods {m.periods.join(', ')}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
