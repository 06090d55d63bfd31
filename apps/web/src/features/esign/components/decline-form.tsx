import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useDecline } from '../api/decline-request';

/** Decline to sign, saying why (the lender is told). */
export function DeclineForm({ token }: { token: string }) {
  const decline = useDecline(token);
  const [reason, setReason] = useState('');
  return (
    <form
      aria-label="Decline to sign"
      onSubmit={(e) => {
        e.preventDefault();
        decline.mutate(reason);
      }}
    >
      <Stack gap="xs">
        <Textarea
          label="Reason for declining"
          maxLength={500}
          required
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
        />
        {decline.error && (
          <div role="alert" style={{ color: 'var(--mantine-color-red-8)' }}>
            {decline.error.message}
          </div>
        )}
        <Group>
          <Button type="submit" variant="outline" color="red" disabled={!reason.trim()} loading={decline.isPending}>
            Decline to sign
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
