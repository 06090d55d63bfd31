import { Stack, Title } from '@mantine/core';
import { useSelectedLender } from '../../shared/session/use-session-user';
import { ContactSuccessBanner } from './contact-success-banner';

/** The dashboard (/). Its panels arrive with the dashboard issue; nothing here is invented data. */
export function DashboardPage() {
  const lender = useSelectedLender();
  return (
    <Stack>
      <ContactSuccessBanner />
      <Title order={1}>{`Welcome, ${lender?.companyName ?? ''}`}</Title>
    </Stack>
  );
}
