import { Alert, Badge, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { formatUsd, type TranscriptModule } from '@taxlens/contracts';
import type { useTranscriptAction } from '../api/transcript-action';
import { ErrorAlert } from '../content/error-alert';
import { ScrollRegion } from '../../../shared/ui/scroll-region';

type Action = ReturnType<typeof useTranscriptAction>;

const STATUS: Record<TranscriptModule['status'], { label: string; color: string }> = {
  READY: { label: 'Read', color: 'green' },
  NEEDS_REVIEW: { label: 'Needs review', color: 'orange' },
  CONFIRMED: { label: 'Confirmed', color: 'teal' },
  REFUSED: { label: 'Refused', color: 'red' },
};

/** The facts each printed line is evidence for, by page and line. */
function evidenceByLine(module: TranscriptModule): Map<string, string[]> {
  const at = new Map<string, string[]>();
  for (const [fact, lines] of Object.entries(module.evidence)) {
    for (const l of lines) at.set(`${l.page}:${l.line}`, [...(at.get(`${l.page}:${l.line}`) ?? []), fact]);
  }
  return at;
}

/** One module: its transaction lines, those behind a derived fact highlighted, and Confirm when it needs review. */
function ModuleCard({ module, action }: { module: TranscriptModule; action: Action }) {
  const status = STATUS[module.status];
  const evidence = evidenceByLine(module);
  const title = module.form ? `Form ${module.form}, period ending ${module.taxPeriod ?? 'unknown'}` : module.source;
  return (
    <Card withBorder data-testid="transcript-module" aria-label={title}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={3} size="h5">
            {title}
          </Title>
          <Badge color={status.color}>{status.label}</Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {module.source}
          {module.responseDate ? `, response ${module.responseDate}` : ''}
          {module.confirmedBy ? `; confirmed by ${module.confirmedBy}` : ''}
        </Text>
        {module.refusal && <Alert color="red">{module.refusal.detail}</Alert>}
        {module.status === 'NEEDS_REVIEW' && (
          <Alert color="orange" title="Needs review">
            <Stack gap="xs">
              <Text size="sm">{module.needsReview?.why ?? 'The form or period is not one the report lists.'}</Text>
              {module.needsReview?.lines.map((l) => (
                <Text key={`${l.page}:${l.line}`} size="sm" ff="monospace">
                  Page {l.page}, line {l.line}: {l.text}
                </Text>
              ))}
              <Group>
                <Button
                  size="compact-sm"
                  loading={action.isPending}
                  onClick={() => action.mutate({ kind: 'confirm', moduleId: module.id })}
                >
                  Confirm module
                </Button>
              </Group>
            </Stack>
          </Alert>
        )}
        {module.lines.length > 0 && (
          <ScrollRegion minWidth={700} label={`Transcript lines of ${title}`}>
            <Table fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Code</Table.Th>
                  <Table.Th>Line</Table.Th>
                  <Table.Th>Date</Table.Th>
                  <Table.Th>Amount</Table.Th>
                  <Table.Th>Evidence for</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {module.lines.map((l) => {
                  const facts = evidence.get(`${l.page}:${l.line}`);
                  return (
                    <Table.Tr
                      key={`${l.page}:${l.line}`}
                      data-evidence={facts ? 'true' : undefined}
                      bg={facts ? 'yellow.1' : undefined}
                    >
                      <Table.Td ff="monospace">{l.code ?? ''}</Table.Td>
                      <Table.Td>
                        {facts ? <mark>{l.text}</mark> : l.text}
                        <Text span size="xs" c="dimmed">{` (page ${l.page}, line ${l.line})`}</Text>
                      </Table.Td>
                      <Table.Td>{l.date ?? ''}</Table.Td>
                      <Table.Td>{l.amountCents === null ? '' : formatUsd(l.amountCents)}</Table.Td>
                      <Table.Td>{facts?.join(', ') ?? ''}</Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </ScrollRegion>
        )}
      </Stack>
    </Card>
  );
}

export function TranscriptModules({ modules, action }: { modules: TranscriptModule[]; action: Action }) {
  return (
    <Stack gap="sm">
      {action.variables?.kind === 'confirm' && <ErrorAlert error={action.error} />}
      {modules.map((m) => (
        <ModuleCard key={m.id} module={m} action={action} />
      ))}
    </Stack>
  );
}
