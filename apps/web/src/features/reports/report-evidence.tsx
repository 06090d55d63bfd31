import { List, Stack, Text, Title } from '@mantine/core';
import { describeActBy, describeEnteredFacts, displayDate } from '@taxlens/contracts';
import { useReportEvidence } from '../../shared/api/report-evidence';

/**
 * Per period, the collection stage, the sentence that explains it, the dates a lender acts on and the IRS
 * transcript lines behind its figures; nothing for a report typed by hand (decisions 272, 279).
 */
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
      {periods.map((p) => {
        const dates = describeActBy(p.actBy);
        return (
          <Stack key={`${p.form} ${p.period}`} gap={2} data-testid="evidence-period">
            <Text fw={500}>
              {`Form ${p.form}, ${p.period}: collection stage ${p.stage.label}`}
              {p.stage.reachedOn ? ` since ${displayDate(p.stage.reachedOn)}` : ''}
            </Text>
            <Text size="sm">{p.explanation}</Text>
            {dates.length > 0 && (
              <List size="sm" aria-label={`Dates to act on, Form ${p.form} ${p.period}`}>
                {dates.map((line) => (
                  <List.Item key={line}>{line}</List.Item>
                ))}
              </List>
            )}
            <List size="sm" aria-label={`Evidence, Form ${p.form} ${p.period}`}>
              {p.lines.map((line) => (
                <List.Item key={line}>{line}</List.Item>
              ))}
              {p.entered.length > 0 && (
                <List.Item>{`Entered by operations: ${describeEnteredFacts(p.entered)}`}</List.Item>
              )}
            </List>
          </Stack>
        );
      })}
      {notReported.map((n) => (
        <Text
          key={`${n.form} ${n.taxPeriod}`}
          size="sm"
        >{`Form ${n.form ?? '?'}, ${n.taxPeriod ?? ''}: not reported by the IRS.`}</Text>
      ))}
    </Stack>
  );
}
