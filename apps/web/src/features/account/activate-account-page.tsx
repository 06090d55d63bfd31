import { Alert, Anchor, Loader, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CenteredCard } from '../../shared/ui/centered-card';
import { activateAccount } from './api/activate-account';
import { useInvitation } from './api/get-invitation';
import { NewPasswordForm } from './password/new-password-form';

/** /auth/activate?token=: an invited user chooses the first password (the invitation works once). */
export function ActivateAccountPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const invitation = useInvitation(token);
  const [activated, setActivated] = useState<string | null>(null);

  return (
    <CenteredCard title="Activate Your Account">
      {activated ? (
        <Alert color="green" role="status">
          {`Your account ${activated} is active. `}
          <Anchor component={Link} to="/auth/login">
            Sign in
          </Anchor>{' '}
          to set up two-factor authentication.
        </Alert>
      ) : !token || invitation.isError ? (
        <Alert color="red" role="alert" title="This invitation cannot be used">
          The link was used already, has expired or is incomplete. Ask your administrator for a new invitation.
        </Alert>
      ) : invitation.isPending ? (
        <Loader role="progressbar" aria-label="Loading the invitation" />
      ) : (
        <>
          <Text>{`Welcome, ${invitation.data.firstName} ${invitation.data.lastName}. Your username is ${invitation.data.username}. Choose a password to activate your account.`}</Text>
          <NewPasswordForm
            submitLabel="Activate Account"
            onSubmit={async (newPassword, confirmPassword) => {
              setActivated((await activateAccount(token, { newPassword, confirmPassword })).username);
            }}
          />
        </>
      )}
    </CenteredCard>
  );
}
