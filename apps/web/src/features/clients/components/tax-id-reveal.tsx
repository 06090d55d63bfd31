import { Button, Group, Stack, Text } from '@mantine/core';
import type { ClientDetail } from '@taxlens/contracts';
import { useRevealTaxId } from '../api/reveal-tax-id';

/** The masked tax id; allowed roles may reveal it (the server audits each reveal). */
export function TaxIdReveal({ client }: { client: ClientDetail }) {
  const reveal = useRevealTaxId(client.id);
  const masked = client.taxIdKind === 'SSN' ? client.ssn : client.ein;
  const shown = reveal.data;
  return (
    <Stack gap={4}>
      <Group gap="xs">
        <Text span fw={500}>{`${client.taxIdKind}:`}</Text>
        <Text span ff="monospace" aria-live="polite">
          {shown ? shown.taxId : masked}
        </Text>
        {client.permissions.revealTaxId && !shown && (
          <Button size="compact-sm" variant="light" loading={reveal.isPending} onClick={() => reveal.mutate()}>
            Reveal
          </Button>
        )}
        {shown && (
          <Button size="compact-sm" variant="subtle" onClick={() => reveal.reset()}>
            Hide
          </Button>
        )}
      </Group>
      {client.secondEin && (
        <Group gap="xs">
          <Text span fw={500}>
            EIN:
          </Text>
          <Text span ff="monospace">
            {shown?.secondEin ?? client.secondEin}
          </Text>
        </Group>
      )}
      {client.jointSpouse && (
        <Group gap="xs">
          <Text span fw={500}>
            Spouse&apos;s SSN or ITIN:
          </Text>
          <Text span ff="monospace">
            {shown?.spouseTaxId ?? client.jointSpouse.ssn}
          </Text>
        </Group>
      )}
      {reveal.isError && (
        <Text c="red" size="sm" role="alert">
          {reveal.error.message}
        </Text>
      )}
    </Stack>
  );
}
