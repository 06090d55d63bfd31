import { Container } from '@mantine/core';
import { PageSkeleton } from '../../shared/ui/page-skeleton';

/** Shown on first load while the first route's guards run. */
export function StartupFallback() {
  return (
    <Container component="main" id="main" size="xl" py="lg">
      <PageSkeleton />
    </Container>
  );
}
