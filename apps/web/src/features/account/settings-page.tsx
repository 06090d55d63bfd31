import { Stack, Title } from '@mantine/core';

/** /settings: account settings; the form arrives with the settings issue. */
export function SettingsPage() {
  return (
    <Stack>
      <Title order={1}>Settings</Title>
    </Stack>
  );
}
