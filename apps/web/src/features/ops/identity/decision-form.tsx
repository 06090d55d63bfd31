import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Textarea, Title } from '@mantine/core';
import { type RefuseIdentityInput, refuseIdentityInputSchema } from '@taxlens/contracts';
import { useForm } from 'react-hook-form';
import { showToast } from '../../../shared/ui/toasts';
import { useDecideIdentity } from '../api/decide-identity';
import { ErrorAlert } from '../content/error-alert';

const resolver = zodResolver(refuseIdentityInputSchema);

/** Approve (the form becomes the client's 8821) or refuse with a reason (the lender is told); once. */
export function DecisionForm({ requestId, signerName }: { requestId: string; signerName: string }) {
  const decide = useDecideIdentity(requestId);
  const { register, handleSubmit, formState } = useForm<RefuseIdentityInput>({
    resolver,
    mode: 'onChange',
    defaultValues: { reason: '' },
  });
  const done = (message: string) => () => showToast({ message, type: 'success' });

  return (
    <Stack gap="sm" component="section" aria-labelledby="decision-title">
      <Title order={2} size="h4" id="decision-title">
        Decision
      </Title>
      <Group>
        <Button
          loading={decide.isPending}
          onClick={() => decide.mutate({ kind: 'approve' }, { onSuccess: done(`Identity of ${signerName} approved`) })}
        >
          Approve identity
        </Button>
      </Group>
      <form
        aria-label="Refuse the identity proof"
        onSubmit={handleSubmit(({ reason }) =>
          decide.mutate({ kind: 'refuse', reason }, { onSuccess: done(`Identity of ${signerName} refused`) }),
        )}
      >
        <Stack gap="xs">
          <Textarea
            label="Reason for refusing (the lender sees it)"
            maxLength={500}
            autosize
            minRows={2}
            {...register('reason')}
          />
          <Group>
            <Button
              type="submit"
              color="red.8"
              variant="outline"
              disabled={!formState.isValid}
              loading={decide.isPending}
            >
              Refuse identity
            </Button>
          </Group>
        </Stack>
      </form>
      <ErrorAlert error={decide.error} />
    </Stack>
  );
}
