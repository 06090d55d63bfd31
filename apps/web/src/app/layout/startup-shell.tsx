import { Container, Stack, Title } from '@mantine/core';
import { PageSkeleton } from '../../shared/ui/page-skeleton';

/**
 * The page shown before the first route's code has run: the loading skeleton and, on the dashboard
 * of a stored lender, the header's place and the greeting (decision 231). The same markup is written
 * into index.html by the build (build/startup-shell.ts), so a phone paints it from the HTML and its
 * stylesheets alone, and React's first render (StartupFallback) replaces it without a shift
 * (decision 246). So: no CSS module here (the build renders it without Vite), only Mantine and the
 * global `startup-*` classes of app-header.module.css.
 */
export function StartupShell({ greeting }: { greeting: string | null }) {
  return (
    <>
      {/* The header's place, so the greeting does not move when the header arrives. */}
      {greeting !== null && (
        <div className="startup-header">
          <div className="startup-bar" />
        </div>
      )}
      <Container component="main" id="main" size="xl" py="lg">
        <Stack>
          {greeting !== null && <Title order={1}>{greeting}</Title>}
          <PageSkeleton />
        </Stack>
      </Container>
    </>
  );
}
