import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { EMAIL_CODE } from '@taxlens/contracts';
import { lazyResolver } from '../../../shared/forms/lazy-resolver';

type CodeForm = { token: string };
const rules = lazyResolver<CodeForm>(() => import('./login-resolvers').then((m) => m.codeResolver));

// The page passes the prompt (login-rules): a module this chunk shared with the page's would be split into a
// third file of the sign-in page's first load (decision 314).
type Props = { prompt: string; busy: boolean; onSubmit: (token: string) => void; onRestart: () => void };

/** The second step of sign-in: the one-time code of the user's two-factor method. */
export function SecondFactorForm({ prompt, busy, onSubmit, onRestart }: Props) {
  const { register, handleSubmit, formState } = useForm<CodeForm>({
    resolver: rules.resolver,
    defaultValues: { token: '' },
  });
  return (
    <form onSubmit={handleSubmit(({ token }) => onSubmit(token))} onFocus={rules.preload} noValidate>
      <Stack>
        <Text id="second-factor-prompt">{prompt}</Text>
        <TextInput
          label="Verification code"
          aria-describedby="second-factor-prompt"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={EMAIL_CODE.digits}
          withAsterisk
          data-autofocus
          error={formState.errors.token?.message}
          {...register('token')}
        />
        <Group justify="space-between">
          <Button variant="subtle" onClick={onRestart} disabled={busy}>
            Start over
          </Button>
          <Button type="submit" loading={busy}>
            Verify
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
