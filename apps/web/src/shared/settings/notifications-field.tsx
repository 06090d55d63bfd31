import { memo } from 'react';
import { type Control, useController } from 'react-hook-form';
import { NotificationRadios, type NotificationGroupOptions } from './notification-radios';
import type { SettingsValues } from './settings-values';

type Props = { control: Control<SettingsValues>; groups?: NotificationGroupOptions };

/**
 * The settings' notification choices, held by the form. The radios (two dozen of them) render only when
 * their own value or the lender's groups change, not on every render of the form (decision 346).
 */
export const NotificationsField = memo(function NotificationsField({ control, groups }: Props) {
  const { field } = useController({ control, name: 'notificationTypes' });
  return <NotificationRadios groups={groups} value={field.value} onChange={field.onChange} />;
});
