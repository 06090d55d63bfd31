import { Alert, Anchor, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { clearExpiredUsername, getExpiredUsername } from '../../shared/storage/local-store';
import { CenteredCard } from '../../shared/ui/centered-card';
import { changeRequiredPassword } from './api/change-required-password';
import { NewPasswordForm } from './password/new-password-form';

/** /auth/change-password: the forced change after CREDENTIALS_EXPIRED, for the saved username. */
export function ChangePasswordPage() {
  const [username] = useState(getExpiredUsername);
  const [done, setDone] = useState(false);

  return (
    <CenteredCard title="Change Password">
      {done ? (
        <Alert color="green" role="status">
          Your password has been changed.{' '}
          <Anchor component={Link} to="/auth/login">
            Sign in
          </Anchor>{' '}
          with your new password.
        </Alert>
      ) : username ? (
        <>
          <Text>{`Your password has expired. Choose a new password for ${username}.`}</Text>
          <NewPasswordForm
            submitLabel="Change Password"
            onSubmit={async (newPassword, confirmPassword) => {
              await changeRequiredPassword({ username, newPassword, confirmPassword });
              clearExpiredUsername();
              setDone(true);
            }}
          />
        </>
      ) : (
        <Text>
          Sign in first: a password change is offered when your password has expired.{' '}
          <Anchor component={Link} to="/auth/login">
            Go to sign in
          </Anchor>
        </Text>
      )}
    </CenteredCard>
  );
}
