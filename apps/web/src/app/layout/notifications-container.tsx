import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

/** The toasts' container: loaded by LazyNotifications with the first toast. */
export function NotificationsContainer() {
  return <Notifications position="top-right" />;
}
