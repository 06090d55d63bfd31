import { Stack, Title } from '@mantine/core';

/** /auth/change-password: forced password change; the form arrives with its own issue. */
export function ChangePasswordPage() {
  return (
    <Stack>
      <Title order={1}>Change Password</Title>
    </Stack>
  );
}
