import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import {
  type OpsReportDetail,
  type RecordOnlineSubmissionInput,
  recordOnlineSubmissionSchema,
} from '@taxlens/contracts';
import { type Resolver, useForm } from 'react-hook-form';
import { ZonedTime } from '../../../shared/format/zoned';
import type { useReportAction } from '../api/report-action';
import { ErrorAlert } from '../content/error-alert';

// The server's schema: a blank confirmation is sent as none (null).
const resolver = zodResolver(recordOnlineSubmissionSchema) as Resolver<
  { reference: string },
  unknown,
  RecordOnlineSubmissionInput
>;

/**
 * An e-signed 8821 reaches the IRS only through its online submission (faxed or mailed forms need
 * ink; decision 210): the console says so, and records the submission once, with its confirmation.
 */
export function OnlineSubmission({
  report,
  action,
}: {
  report: OpsReportDetail;
  action: ReturnType<typeof useReportAction>;
}) {
  const { register, handleSubmit, formState } = useForm<{ reference: string }, unknown, RecordOnlineSubmissionInput>({
    resolver,
    defaultValues: { reference: '' },
  });
  const done = report.onlineSubmission;
  return (
    <Alert color={done ? 'green' : 'blue'} title={done ? 'E-signed: submitted online' : 'E-signed: submit online'}>
      {done ? (
        <Text size="sm" data-testid="online-submission">
          Submitted online <ZonedTime value={done.at} />
          {done.by ? ` by ${done.by}` : ''}
          {done.reference ? ` (confirmation ${done.reference})` : ''}.
        </Text>
      ) : (
        <form
          aria-label="Record the online submission"
          onSubmit={(event) =>
            void handleSubmit((input) => action.mutate({ kind: 'form8821/submitted-online', input }))(event)
          }
        >
          <Stack gap="sm">
            <Text size="sm">
              This Form 8821 was signed electronically. The IRS accepts it only through its online submission (Submit
              Forms 2848 and 8821 Online), not by fax or mail. Submit it there, then record it here.
            </Text>
            <Group align="end">
              <TextInput
                label="Confirmation (optional)"
                maxLength={100}
                error={formState.errors.reference?.message}
                {...register('reference')}
              />
              <Button type="submit" loading={action.isPending}>
                Record online submission
              </Button>
            </Group>
            <ErrorAlert error={action.error} />
          </Stack>
        </form>
      )}
    </Alert>
  );
}
