import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { declineSchema } from '@taxlens/contracts';
import { useForm } from 'react-hook-form';
import { useDecline } from '../api/decline-request';

const resolver = zodResolver(declineSchema);

/** Decline to sign, saying why (the lender is told). */
export function DeclineForm({ token }: { token: string }) {
  const decline = useDecline(token);
  const { register, handleSubmit, formState } = useForm<{ reason: string }>({
    resolver,
    mode: 'onChange',
    defaultValues: { reason: '' },
  });
  return (
    <form aria-label="Decline to sign" onSubmit={handleSubmit(({ reason }) => decline.mutate(reason))}>
      <Stack gap="xs">
        <Textarea label="Reason for declining" maxLength={500} required {...register('reason')} />
        {decline.error && (
          <div role="alert" style={{ color: 'var(--mantine-color-red-8)' }}>
            {decline.error.message}
          </div>
        )}
        <Group>
          <Button type="submit" variant="outline" color="red" disabled={!formState.isValid} loading={decline.isPending}>
            Decline to sign
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
