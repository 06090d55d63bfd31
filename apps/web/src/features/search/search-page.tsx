import { Stack, Title } from '@mantine/core';

/** /search?q=; the results table arrives with the search issue. */
export function SearchPage() {
  return (
    <Stack>
      <Title order={1}>Search Results</Title>
    </Stack>
  );
}
