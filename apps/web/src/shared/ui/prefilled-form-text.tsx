import { List, Stack, Text } from '@mantine/core';
import type { PrefilledForm } from '@taxlens/contracts';

type Address = PrefilledForm['taxpayer']['address'];
const addressText = (a: Address) => [a.line1, a.line2, `${a.city}, ${a.state} ${a.zip}`].filter(Boolean).join(', ');

/** The prefilled Form 8821 as text: what the lender reviews before sending, and the signer's accessible copy. */
export function PrefilledFormText({ form }: { form: PrefilledForm }) {
  return (
    <Stack gap={4} aria-label="Prefilled Form 8821">
      <Text fw={600}>Form 8821 ({form.revision})</Text>
      <Text size="sm">
        Taxpayer: {form.taxpayer.name}, {form.taxpayer.taxIdKind} {form.taxpayer.taxId},{' '}
        {addressText(form.taxpayer.address)}
      </Text>
      <Text size="sm">Designees: {form.designees.map((d) => `${d.name} (CAF ${d.cafNumber})`).join('; ')}</Text>
      <List size="sm">
        {form.matters.map((m) => (
          <List.Item key={`${m.type} ${m.forms.join()}`}>
            {m.type}: Form {m.forms.join(', ')}, {m.periods}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
