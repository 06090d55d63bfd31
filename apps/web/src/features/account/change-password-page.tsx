import { Alert, Anchor, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { clearExpiredUsername, getExpiredUsername } from '../../shared/storage/local-store';
import { changeRequiredPassword } from './api/passwords';
import { NewPasswordForm } from './password/new-password-form';

/** /auth/change-password: the forced change after CREDENTIALS_EXPIRED, for the saved username. */
export function ChangePasswordPage() {
  const [username] = useState(getExpiredUsername);
  const [done, setDone] = useState(false);

  return (
    <Container size={460} py="xl">
      <Paper withBorder p="lg" radius="md">
        <Stack>
          <Title order={1} size="h2">
            Change Password
          </Title>
          {done ? (
            <Alert color="green" role="status">
              Your password has been changed. <Anchor component={Link} to="/auth/login">Sign in</Anchor> with your new password.
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
              <Anchor component={Link} to="/auth/login">Go to sign in</Anchor>
            </Text>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
