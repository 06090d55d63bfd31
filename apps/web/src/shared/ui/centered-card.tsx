import { Container, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The narrow bordered card of the signed-out pages (sign in, password, activation), with the page's heading. */
export function CenteredCard({ title, size = 460, children }: { title: string; size?: number; children: ReactNode }) {
  return (
    <Container size={size} py="xl">
      <Paper withBorder p="lg" radius="md">
        <Stack>
          <Title order={1} size="h2">
            {title}
          </Title>
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}
