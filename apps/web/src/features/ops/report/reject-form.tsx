import { Button, Group, NativeSelect, Stack, Textarea, Title } from '@mantine/core';
import { REJECTION_REASONS, type RejectionReason } from '@taxlens/contracts';
import { useState } from 'react';
import type { useReportAction } from '../api/report-action';
import { ErrorAlert } from '../content/error-alert';

const CODES = Object.keys(REJECTION_REASONS) as RejectionReason[];

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
  const [code, setCode] = useState<RejectionReason | ''>('');
  const [note, setNote] = useState('');
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        Reject the Form 8821
      </Title>
      <NativeSelect
        label="Rejection reason"
        value={code}
        onChange={(e) => setCode(e.currentTarget.value as RejectionReason)}
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
      <Textarea
        label="Note to the lender"
        value={note}
        onChange={(e) => setNote(e.currentTarget.value)}
        autosize
        minRows={2}
        maxLength={1000}
      />
      <ErrorAlert error={action.error} />
      <Group>
        <Button
          color="red"
          disabled={!code || !note.trim()}
          loading={action.isPending}
          onClick={() => code && action.mutate({ kind: 'reject', input: { code, note: note.trim() } })}
        >
          Reject
        </Button>
      </Group>
    </Stack>
  );
}
