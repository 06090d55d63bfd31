import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { FORM_STAGE_LABELS, type OpsReportDetail, rejectionReasonLabel } from '@taxlens/contracts';
import { ZonedTime } from '../../../shared/format/zoned';
import type { useReportAction } from '../api/report-action';
import { ErrorAlert } from '../content/error-alert';

/**
 * Where the report's 8821 is in its life (decision 287), and the moves operations make: submitted to the IRS
 * by fax or online, recorded on the CAF (also recorded by the first transcript received), revoked. The IRS's
 * rejection is recorded by rejecting the report with its code.
 */
export function FormStageCard({
  report,
  action,
}: {
  report: OpsReportDetail;
  action: ReturnType<typeof useReportAction>;
}) {
  const life = report.formLife;
  if (!life) return null;
  const ended = life.stage === 'revoked' || life.rejectedAt !== null;
  return (
    <Alert
      color={ended ? 'red' : life.stage === 'recorded' ? 'green' : 'blue'}
      title={`Form 8821: ${FORM_STAGE_LABELS[life.stage]}`}
      data-testid="ops-form-stage"
    >
      <Stack gap="xs">
        {life.submittedAt && (
          <Text size="sm">
            Submitted to the IRS {life.submittedVia === 'fax' ? 'by fax' : 'online'}{' '}
            <ZonedTime value={life.submittedAt} />.
          </Text>
        )}
        {life.recordedOnCafAt && (
          <Text size="sm">
            Recorded on the CAF <ZonedTime value={life.recordedOnCafAt} />
            {life.recordedOnCafFrom === 'transcript' ? ' (a transcript was received under it)' : ''}.
          </Text>
        )}
        {life.rejectedAt && (
          <Text size="sm">
            Rejected by the IRS <ZonedTime value={life.rejectedAt} />
            {life.rejectionCode ? `: ${rejectionReasonLabel(life.rejectionCode)}` : ''}.
          </Text>
        )}
        {life.revokedAt && (
          <Text size="sm">
            Revoked <ZonedTime value={life.revokedAt} />.
          </Text>
        )}
        {!ended && (
          <Group gap="sm">
            {!life.submittedAt && (
              <>
                <Button
                  size="xs"
                  variant="default"
                  loading={action.isPending}
                  onClick={() => action.mutate({ kind: 'form8821/stage', input: { stage: 'submitted', via: 'fax' } })}
                >
                  Mark submitted by fax
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  loading={action.isPending}
                  onClick={() =>
                    action.mutate({ kind: 'form8821/stage', input: { stage: 'submitted', via: 'online' } })
                  }
                >
                  Mark submitted online
                </Button>
              </>
            )}
            {!life.recordedOnCafAt && (
              <Button
                size="xs"
                variant="default"
                loading={action.isPending}
                onClick={() => action.mutate({ kind: 'form8821/stage', input: { stage: 'recorded' } })}
              >
                Mark recorded on the CAF
              </Button>
            )}
            <Button
              size="xs"
              color="red"
              variant="light"
              loading={action.isPending}
              onClick={() => action.mutate({ kind: 'form8821/stage', input: { stage: 'revoked' } })}
            >
              Mark revoked
            </Button>
          </Group>
        )}
        <ErrorAlert error={action.error} />
      </Stack>
    </Alert>
  );
}
