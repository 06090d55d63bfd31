import { List, Stack, Text, Title } from '@mantine/core';
import { useReportEvidence } from './api/get-report';

const stageWords = (name: string) => name.replace(/_/g, ' ');

/** Per period, the IRS transcript lines behind its figures and its collection stage; nothing for a typed report. */
export function ReportEvidence({ reportId }: { reportId: string }) {
  const evidence = useReportEvidence(reportId);
  if (evidence.isPending) return <Text size="sm">Loading the evidence…</Text>;
  if (evidence.isError) return <Text size="sm">The evidence could not be loaded.</Text>;
  const { periods, notReported } = evidence.data;
  if (periods.length === 0 && notReported.length === 0) return null;
  return (
    <Stack gap="xs" data-testid="report-evidence">
      <Title order={2} size="h4">
        Evidence
      </Title>
      {periods.map((p) => (
        <Stack key={`${p.form} ${p.period}`} gap={2}>
          <Text fw={500}>
            {`Form ${p.form}, ${p.period}: collection stage ${stageWords(p.stage.name)}`}
            {p.stage.reachedOn ? ` since ${p.stage.reachedOn}` : ''}
          </Text>
          <List size="sm">
            {p.lines.map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
            {p.entered.length > 0 && <List.Item>{`Entered by operations: ${p.entered.join(', ')}`}</List.Item>}
          </List>
        </Stack>
      ))}
      {notReported.map((n) => (
        <Text
          key={`${n.form} ${n.taxPeriod}`}
          size="sm"
        >{`Form ${n.form ?? '?'}, ${n.taxPeriod ?? ''}: not reported by the IRS.`}</Text>
      ))}
    </Stack>
  );
}
