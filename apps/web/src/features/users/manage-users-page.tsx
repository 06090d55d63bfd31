import { Stack, Title } from '@mantine/core';

/** /manage-users; arrives with the user management issue. */
export function ManageUsersPage() {
  return (
    <Stack>
      <Title order={1}>Manage Users</Title>
    </Stack>
  );
}
