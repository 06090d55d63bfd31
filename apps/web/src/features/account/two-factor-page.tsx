import { Stack, Title } from '@mantine/core';

/** /auth/two-factor: two-factor setup; the form arrives with the two-factor issue. */
export function TwoFactorPage() {
  return (
    <Stack>
      <Title order={1}>Two-Factor Authentication</Title>
    </Stack>
  );
}
