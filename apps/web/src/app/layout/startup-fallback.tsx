import { Container, Stack, Title } from '@mantine/core';
import { dashboardGreeting } from '../../features/dashboard/greeting';
import { getStoredUser, isSignedIn } from '../../shared/storage/local-store';
import { PageSkeleton } from '../../shared/ui/page-skeleton';
import headerClasses from './app-header.module.css';

/**
 * The dashboard's greeting, known before any call from the stored user's selected lender. Shown at
 * once, it is the page's largest text in the first paint on a phone, not after the page's code has
 * loaded (decision 231).
 */
function storedGreeting(): string | null {
  if (window.location.pathname !== '/' || !isSignedIn()) return null;
  const company = getStoredUser()?.selectedLender?.companyName;
  return company ? dashboardGreeting(company) : null;
}

/** Shown on first load while the first route's guards run. */
export function StartupFallback() {
  const greeting = storedGreeting();
  return (
    <>
      {/* The header's place, so the greeting does not move when the header arrives. */}
      {greeting && (
        <div className={headerClasses.header}>
          <div className={headerClasses.bar} />
        </div>
      )}
      <Container component="main" id="main" size="xl" py="lg">
        <Stack>
          {greeting && <Title order={1}>{greeting}</Title>}
          <PageSkeleton />
        </Stack>
      </Container>
    </>
  );
}
