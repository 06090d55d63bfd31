import { Stack, Title } from '@mantine/core';

/** /faq (title FAQs); questions arrive with the content issue. */
export function FaqPage() {
  return (
    <Stack>
      <Title order={1}>How can we help you?</Title>
    </Stack>
  );
}
