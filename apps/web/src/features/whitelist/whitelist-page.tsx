import { Stack, Title } from '@mantine/core';

/** /whitelist; arrives with the IP whitelist issue. */
export function WhitelistPage() {
  return (
    <Stack>
      <Title order={1}>IP Whitelist</Title>
    </Stack>
  );
}
