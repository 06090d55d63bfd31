import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { EMAIL_CODE } from '@taxlens/contracts';
import { lazyResolver } from '../../../shared/forms/lazy-resolver';
import { secondFactorPrompt } from './login-rules';

type CodeForm = { token: string };
const rules = lazyResolver<CodeForm>(() => import('./login-resolvers').then((m) => m.codeResolver));

type Props = { f2aType: string; busy: boolean; onSubmit: (token: string) => void; onRestart: () => void };

/** The second step of sign-in: the one-time code of the user's two-factor method. */
export function SecondFactorForm({ f2aType, busy, onSubmit, onRestart }: Props) {
  const { register, handleSubmit, formState } = useForm<CodeForm>({
    resolver: rules.resolver,
    defaultValues: { token: '' },
  });
  return (
    <form onSubmit={handleSubmit(({ token }) => onSubmit(token))} onFocus={rules.preload} noValidate>
      <Stack>
        <Text id="second-factor-prompt">{secondFactorPrompt(f2aType)}</Text>
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
