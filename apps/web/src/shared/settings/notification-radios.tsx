import { Group, Radio, Stack } from '@mantine/core';
import {
  findNotificationChoice,
  type LenderFormData,
  listNotificationGroupOptions,
  type NotificationChoice,
  type NotificationGroup,
  replaceNotificationChoice,
} from '@taxlens/contracts';

export type NotificationGroupOptions = LenderFormData['notificationGroups'];

/** The groups as the contracts name them, until the lender's form data (GET /lenders/formdata) has answered. */
export const DEFAULT_NOTIFICATION_GROUPS: NotificationGroupOptions = listNotificationGroupOptions();

type Props = { value: string[]; onChange: (next: string[]) => void; groups?: NotificationGroupOptions };

/** Spec 1 §2 Notifications: one radio group per notification group; a change replaces that group's entry. */
export function NotificationRadios({ value, onChange, groups = DEFAULT_NOTIFICATION_GROUPS }: Props) {
  return (
    <Stack gap="md">
      {groups.map((g) => (
        <Radio.Group
          key={g.group}
          name={g.group}
          label={g.label}
          withAsterisk
          value={findNotificationChoice(value, g.group as NotificationGroup) ?? ''}
          onChange={(choice) =>
            onChange(replaceNotificationChoice(value, g.group as NotificationGroup, choice as NotificationChoice))
          }
        >
          <Group mt={4}>
            {g.options.map((o) => (
              <Radio key={o.value} value={o.value} label={o.label} />
            ))}
          </Group>
        </Radio.Group>
      ))}
    </Stack>
  );
}
