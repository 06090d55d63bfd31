import { Alert, Anchor, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CenteredCard } from '../../shared/ui/centered-card';
import { resetPasswordFromToken } from './api/reset-password-from-token';
import { NewPasswordForm } from './password/new-password-form';

/** /auth/reset-password?token=: the page the reset mail links to (single use, valid 1 hour). */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [username, setUsername] = useState<string | null>(null);

  return (
    <CenteredCard title="Reset Password">
      {username ? (
        <Alert color="green" role="status">
          {`The password of ${username} has been changed. `}
          <Anchor component={Link} to="/auth/login">
            Sign in
          </Anchor>{' '}
          with your new password.
        </Alert>
      ) : token ? (
        <>
          <Text>Choose a new password.</Text>
          <NewPasswordForm
            submitLabel="Reset Password"
            onSubmit={async (newPassword, confirmPassword) => {
              setUsername((await resetPasswordFromToken({ token, newPassword, confirmPassword })).username);
            }}
          />
        </>
      ) : (
        <Text>
          This link is incomplete.{' '}
          <Anchor component={Link} to="/auth/login">
            Request a new one from the sign-in page.
          </Anchor>
        </Text>
      )}
    </CenteredCard>
  );
}
