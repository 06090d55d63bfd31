import { Text } from '@mantine/core';
import { FORM_CHECK_VERDICT_LABELS, type OpsReportDetail } from '@taxlens/contracts';
import { FormCheckVerdictAlert } from '../../../shared/ui/form-check-verdict';

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
    <FormCheckVerdictAlert verdict={check.verdict} title={title} findings={check.findings} data-testid="ops-form-check">
      {reason && (
        <Text size="sm" mt="xs">
          Sent anyway by the lender: {reason}
        </Text>
      )}
    </FormCheckVerdictAlert>
  );
}
