import { Button, Group, NativeSelect, Stack, Textarea, Title } from '@mantine/core';
import { REJECTION_REASONS, type RejectionReason } from '@taxlens/contracts';
import { useState } from 'react';
import type { useReportAction } from '../api/operations';
import { ErrorAlert } from '../content/error-alert';

const CODES = Object.keys(REJECTION_REASONS) as RejectionReason[];

/** Reject: one of the rejection codes of spec 2 §8 and a note the lender reads in the alert. */
export function RejectForm({ action }: { action: ReturnType<typeof useReportAction> }) {
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
          ...CODES.map((c) => ({ value: c, label: `${REJECTION_REASONS[c]} (${c})` })),
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
