import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, NativeSelect, Stack, Textarea, Title } from '@mantine/core';
import {
  REJECTION_REASONS,
  type RejectionReason,
  type RejectReportInput,
  rejectReportSchema,
} from '@taxlens/contracts';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import type { useReportAction } from '../api/report-action';
import { ErrorAlert } from '../content/error-alert';

const CODES = Object.keys(REJECTION_REASONS) as RejectionReason[];

type Fields = { code: RejectionReason | ''; note: string };
// The server's schema; '' (no reason chosen yet) is the select's empty choice, which the schema refuses.
const resolver = zodResolver(rejectReportSchema) as unknown as Resolver<Fields, unknown, RejectReportInput>;

type Props = {
  action: ReturnType<typeof useReportAction>;
  /** The codes the form check raised (decision 274): offered first. */
  suggested?: readonly string[];
};

/** Reject: one of the rejection codes of spec 2 §8 and a note the lender reads in the alert. */
export function RejectForm({ action, suggested = [] }: Props) {
  const first = CODES.filter((c) => suggested.includes(c));
  const rest = CODES.filter((c) => !suggested.includes(c));
  const option = (c: RejectionReason) => ({ value: c, label: `${REJECTION_REASONS[c]} (${c})` });
  const { control, register, handleSubmit, watch } = useForm<Fields, unknown, RejectReportInput>({
    resolver,
    defaultValues: { code: '', note: '' },
  });
  const [code, note] = watch(['code', 'note']);
  return (
    <form
      aria-label="Reject the Form 8821"
      onSubmit={(event) => void handleSubmit((input) => action.mutate({ kind: 'reject', input }))(event)}
    >
      <Stack gap="sm">
        <Title order={2} size="h4">
          Reject the Form 8821
        </Title>
        <Controller
          control={control}
          name="code"
          render={({ field }) => (
            <NativeSelect
              label="Rejection reason"
              value={field.value}
              onChange={(e) => field.onChange(e.currentTarget.value as RejectionReason)}
              data={[
                { value: '', label: 'Choose a reason' },
                ...(first.length > 0
                  ? [
                      { group: 'Raised by the form check', items: first.map(option) },
                      { group: 'Other reasons', items: rest.map(option) },
                    ]
                  : rest.map(option)),
              ]}
            />
          )}
        />
        <Textarea label="Note to the lender" autosize minRows={2} maxLength={1000} {...register('note')} />
        <ErrorAlert error={action.error} />
        <Group>
          <Button type="submit" color="red" disabled={!code || !note.trim()} loading={action.isPending}>
            Reject
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
