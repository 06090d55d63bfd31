import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { lazyResolver } from '../../../shared/forms/lazy-resolver';
import type { Credentials } from '../api/login';

const rules = lazyResolver<Credentials>(() => import('./login-resolvers').then((m) => m.credentialsResolver));

export function CredentialsForm({ busy, onSubmit }: { busy: boolean; onSubmit: (credentials: Credentials) => void }) {
  const { register, handleSubmit, formState } = useForm<Credentials>({
    resolver: rules.resolver,
    defaultValues: { username: '', password: '' },
  });
  return (
    <form onSubmit={handleSubmit(onSubmit)} onFocus={rules.preload} noValidate>
      <Stack>
        <TextInput
          label="Username"
          autoComplete="username"
          error={formState.errors.username?.message}
          {...register('username')}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          error={formState.errors.password?.message}
          {...register('password')}
        />
        <Button type="submit" loading={busy}>
          Sign In
        </Button>
      </Stack>
    </form>
  );
}
