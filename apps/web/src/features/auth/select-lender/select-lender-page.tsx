import { Alert, Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { refreshSession } from '../../../shared/session/refresh-session';
import { PageSkeleton } from '../../../shared/ui/page-skeleton';
import { resetSessionQueries } from '../../../shared/api/query-client';
import { useMyLenders } from '../api/get-my-lenders';
import { useSelectLender } from '../api/select-lender';
import { resolveNextStep } from '../login/sign-in-flow';
import { SupportContact } from './support-contact';

/** /set-lender (spec 2 §2, §4): choose the lender account to work in. */
export function SelectLenderPage() {
  const lenders = useMyLenders();
  const select = useSelectLender();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);

  async function chooseLender(lenderId: string) {
    setError(null);
    try {
      await select.mutateAsync(lenderId);
      await refreshSession();
      // Notices and every cached answer belong to the previous lender.
      resetSessionQueries();
      navigate(await resolveNextStep(true), { replace: true });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  }

  return (
    <Stack maw={520}>
      <Title order={1}>Please select a lender</Title>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {lenders.isPending && <PageSkeleton />}
      {lenders.data?.length === 0 && (
        <>
          <Text>No lenders to select.</Text>
          <SupportContact />
        </>
      )}
      {lenders.data?.map((lender) => (
        <Button
          key={lender.id}
          variant="default"
          size="md"
          justify="flex-start"
          loading={select.isPending && select.variables === lender.id}
          disabled={select.isPending}
          onClick={() => chooseLender(lender.id)}
        >
          {lender.companyName}
        </Button>
      ))}
      <Anchor component={Link} to="/contact-us">
        Contact support
      </Anchor>
    </Stack>
  );
}
