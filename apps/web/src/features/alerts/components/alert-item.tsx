import { Anchor, CloseButton, Group, Paper, Stack, Text } from '@mantine/core';
import { type Alert, formatAlertTime } from '@taxlens/contracts';
import { Link } from 'react-router';
import { useSessionUser } from '../../../shared/session/use-session-user';
import { isAlertSeen } from './alert-seen';

type Props = { alert: Alert; now: number; dismissing: boolean; onDismiss: () => void; onNavigate: () => void };

/** One alert: seen ones (viewed over 5 minutes ago) are muted. */
export function AlertItem({ alert, now, dismissing, onDismiss, onNavigate }: Props) {
  const seen = isAlertSeen(alert, now);
  const timeZone = useSessionUser()?.timeZone;
  return (
    <Paper
      component="li"
      withBorder
      p="sm"
      bg={seen ? 'gray.0' : 'blue.0'}
      data-seen={seen}
      data-alert-id={alert.id}
      data-alert-type={alert.portalAlertType}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Stack gap={2} style={{ flex: 1 }}>
          <Text size="xs" c="gray.7">
            {formatAlertTime(alert.created, timeZone)}
            {seen ? ' · Seen' : ''}
          </Text>
          <Text fw={seen ? 500 : 700} size="sm">
            {alert.title}
          </Text>
          <Text size="sm">{alert.body}</Text>
          {alert.clientId && (
            <Anchor component={Link} to={`/client/${alert.clientId}`} size="sm" onClick={onNavigate}>
              View client
            </Anchor>
          )}
        </Stack>
        <CloseButton aria-label={`Dismiss alert: ${alert.title}`} disabled={dismissing} onClick={onDismiss} />
      </Group>
    </Paper>
  );
}
