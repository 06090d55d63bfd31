import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense } from 'react';
import { useHasBeenTrue } from '../../shared/hooks/use-has-been-true';

// The toast container (Portal, transitions) is needed only once a toast is shown: its chunk is
// fetched then. A toast shown meanwhile waits in Mantine's store and appears when it mounts.
const NotificationsContainer = lazy(() =>
  import('./notifications-container').then((m) => ({ default: m.NotificationsContainer })),
);

export function LazyNotifications() {
  const pending = useNotifications().notifications.length > 0;
  if (!useHasBeenTrue(pending)) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsContainer />
    </Suspense>
  );
}
