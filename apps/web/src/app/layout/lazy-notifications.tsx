import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

// The toast container (Portal, transitions) is needed only once a toast is shown: its chunk is
// fetched then. A toast shown meanwhile waits in Mantine's store and appears when it mounts.
const NotificationsContainer = lazy(() =>
  import('./notifications-container').then((m) => ({ default: m.NotificationsContainer })),
);

export function LazyNotifications() {
  const pending = useNotifications().notifications.length > 0;
  const [needed, setNeeded] = useState(false);
  if (pending && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsContainer />
    </Suspense>
  );
}
