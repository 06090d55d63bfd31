import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import type { EulaNotice as Notice } from '@taxlens/contracts';

type Props = { notice: Notice; busy: boolean; onAccept: () => void };

export function EulaNotice({ notice, busy, onAccept }: Props) {
  const headingId = `eula-${notice.id}`;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Stack>
        <Title order={2} size="h3" id={headingId}>
          {notice.title}
        </Title>
        <Text style={{ whiteSpace: 'pre-wrap' }}>{notice.body}</Text>
        <Button onClick={onAccept} loading={busy} aria-describedby={headingId} style={{ alignSelf: 'flex-start' }}>
          Accept
        </Button>
      </Stack>
    </Paper>
  );
}
