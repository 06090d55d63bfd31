import { Anchor, List, Paper, Stack, Text, Title } from '@mantine/core';
import { displayDate } from '@taxlens/contracts';
import { Link } from 'react-router';
import { useReportEvidence } from '../../../shared/api/report-evidence';
import { useClientSummary } from '../api/get-client-summary';

/**
 * The client's collection stage per period, and when it was reached, from its latest completed report
 * (decision 279); nothing when there is none or it was completed by hand.
 */
export function CollectionStage({ clientId }: { clientId: string }) {
  const summary = useClientSummary(clientId);
  const report = summary.data?.report ?? null;
  const evidence = useReportEvidence(report?.id ?? null);
  const periods = evidence.data?.periods ?? [];
  if (!report || periods.length === 0) return null;
  return (
    <Paper withBorder p="md">
      <Stack gap="xs" data-testid="collection-stage">
        <Title order={2} size="h4">
          Collection stage
        </Title>
        <List size="sm">
          {periods.map((p) => (
            <List.Item key={`${p.form} ${p.period}`}>
              {`Form ${p.form}, ${p.period}: ${p.stage.label}`}
              {p.stage.reachedOn ? ` since ${displayDate(p.stage.reachedOn)}` : ''}
            </List.Item>
          ))}
        </List>
        <Text size="sm">
          {`From the report of ${displayDate(report.reportDate)}. `}
          <Anchor component={Link} to={`/reports/${report.id}`}>
            Open the report
          </Anchor>
        </Text>
      </Stack>
    </Paper>
  );
}
