import { Alert, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { PageSkeleton } from '../../../shared/ui/page-skeleton';
import { usableGoto } from '../../../shared/navigation/goto-target';
import { takeGoto } from '../../../shared/storage/local-store';
import { useAcceptEula } from '../api/accept-eula';
import { useEula } from '../api/get-eula';
import { EulaNotice } from './eula-notice';

/** /auth/eula: every pending notice must be accepted; then on to the saved target or home. */
export function EulaPage() {
  const navigate = useNavigate();
  const eula = useEula();
  const accept = useAcceptEula();
  const pending = eula.data?.pending;

  useEffect(() => {
    if (pending && pending.length === 0) navigate(usableGoto(takeGoto()) ?? '/', { replace: true });
  }, [pending, navigate]);

  return (
    <Stack>
      <Title order={1}>Terms Acceptance</Title>
      <Text>Please review and accept the following before you continue.</Text>
      {accept.error && (
        <Alert color="red" role="alert">
          {accept.error.message}
        </Alert>
      )}
      {eula.isPending && <PageSkeleton />}
      {pending?.map((notice) => (
        <EulaNotice
          key={notice.id}
          notice={notice}
          busy={accept.isPending && accept.variables === notice.id}
          onAccept={() => accept.mutate(notice.id)}
        />
      ))}
    </Stack>
  );
}
