import { Alert, List, Text } from '@mantine/core';
import { FORM_CHECK_VERDICT_LABELS, type OpsReportDetail } from '@taxlens/contracts';

const COLORS = { ready: 'green', check: 'yellow', likely_rejection: 'red' } as const;

/** The check of the order's 8821 (decision 274) and, when the lender sent it anyway, their reason. */
export function FormCheckCard({ report }: { report: OpsReportDetail }) {
  const check = report.formCheck;
  const reason = report.order?.sendAnywayReason ?? null;
  if (!check) return <Text size="sm">Form check: Not checked.</Text>;
  const title =
    check.status === 'done' && check.verdict
      ? `Form check: ${FORM_CHECK_VERDICT_LABELS[check.verdict]}`
      : check.status === 'failed'
        ? 'Form check: could not be run'
        : 'Form check: running';
  return (
    <Alert color={check.verdict ? COLORS[check.verdict] : 'gray'} title={title} data-testid="ops-form-check">
      {check.findings.length > 0 && (
        <List size="sm" spacing={4}>
          {check.findings.map((f, i) => (
            <List.Item key={`${f.code}-${i}`}>
              <Text span size="sm" fw={600}>
                {f.code}
              </Text>
              {': '}
              {f.sentence}
            </List.Item>
          ))}
        </List>
      )}
      {reason && (
        <Text size="sm" mt="xs">
          Sent anyway by the lender: {reason}
        </Text>
      )}
    </Alert>
  );
}
