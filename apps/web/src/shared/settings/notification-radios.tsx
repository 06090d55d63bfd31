import { Group, Radio, Stack } from '@mantine/core';
import {
  findNotificationChoice,
  NOTIFICATION_GROUPS,
  type NotificationChoice,
  notificationOptionLabel,
  replaceNotificationChoice,
} from '@taxlens/contracts';

/** Spec 1 §2 Notifications: one radio group per notification group; a change replaces that group's entry. */
export function NotificationRadios({ value, onChange }: { value: string[]; onChange: (next: string[]) => void }) {
  return (
    <Stack gap="md">
      {NOTIFICATION_GROUPS.map((g) => (
        <Radio.Group
          key={g.group}
          name={g.group}
          label={g.label}
          withAsterisk
          value={findNotificationChoice(value, g.group) ?? ''}
          onChange={(choice) => onChange(replaceNotificationChoice(value, g.group, choice as NotificationChoice))}
        >
          <Group mt={4}>
            {g.options.map((o) => (
              <Radio key={o} value={o} label={notificationOptionLabel(g.kind, o)} />
            ))}
          </Group>
        </Radio.Group>
      ))}
    </Stack>
  );
}
