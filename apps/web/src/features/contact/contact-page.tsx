import { Stack, Title } from '@mantine/core';

/** /contact-us (no guards); the map and form arrive with the contact issue. */
export function ContactPage() {
  return (
    <Stack>
      <Title order={1}>Contact Us</Title>
    </Stack>
  );
}
