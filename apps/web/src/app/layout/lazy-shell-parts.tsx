import { lazy, Suspense } from 'react';
import { useHasBeenTrue } from '../../shared/hooks/use-has-been-true';
import { mountedFromFirstOpen } from '../../shared/ui/mounted-from-first-open';
import { useMajorError } from '../../shared/errors/major-error-store';
import { useStepUpRequested } from '../../shared/step-up/step-up-store';
import type { NavDrawerProps } from './nav-drawer';

// Parts of the shell that no page needs to render: their chunks (the drawer with the alerts list
// and date formatting, Mantine's modal) are fetched when first wanted (docs/decisions/119).
export const loadAlertsDrawer = () => import('./alerts-drawer');
const AlertsDrawer = lazy(() => loadAlertsDrawer().then((m) => ({ default: m.AlertsDrawer })));
export const loadNavDrawer = () => import('./nav-drawer');
const NavDrawer = lazy(() => loadNavDrawer().then((m) => ({ default: m.NavDrawer })));
const ConfirmIdentityModal = lazy(() =>
  import('./confirm-identity-modal').then((m) => ({ default: m.ConfirmIdentityModal })),
);
const MajorErrorModal = lazy(() => import('./major-error-modal').then((m) => ({ default: m.MajorErrorModal })));

/** The alerts drawer, mounted from its first opening on. */
export const LazyAlertsDrawer = mountedFromFirstOpen(AlertsDrawer);

/** The phone and tablet navigation drawer (decision 171), loaded at the first sign of intent. */
export const LazyNavDrawer = mountedFromFirstOpen<NavDrawerProps>(NavDrawer);

/** The major-error modal, loaded by the first major error. */
export function LazyMajorErrorModal() {
  if (!useHasBeenTrue(useMajorError() !== null)) return null;
  return (
    <Suspense fallback={null}>
      <MajorErrorModal />
    </Suspense>
  );
}

/** The step-up dialog, loaded and mounted while a refused change waits for it (fresh state each time). */
export function LazyConfirmIdentityModal() {
  if (!useStepUpRequested()) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmIdentityModal />
    </Suspense>
  );
}
