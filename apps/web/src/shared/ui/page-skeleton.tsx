import { Skeleton, Stack, VisuallyHidden } from '@mantine/core';

/** Shown while a page's code or first data loads. */
export function PageSkeleton() {
  return (
    <Stack gap="sm" role="status" aria-busy="true">
      <VisuallyHidden>Loading…</VisuallyHidden>
      <Skeleton height={28} width="40%" />
      <Skeleton height={14} />
      <Skeleton height={14} width="80%" />
    </Stack>
  );
}
