import { preloaded } from '../../../shared/ui/preloaded';

// Place Order's dialogs are a chunk of their own (decision 318): Mantine's modal (focus trap, scroll
// lock, portal) is not in the page's first load. The chunk is asked for once the page has painted,
// so a dialog opens without waiting; each is rendered inside a Suspense boundary.
const loadModals = () => import('./order-modals');

export const LazyBundleModal = preloaded(() => loadModals().then((m) => m.BundleModal));
export const LazyCreatingOrderModal = preloaded(() => loadModals().then((m) => m.CreatingOrderModal));
export const LazyOrderPlacedModal = preloaded(() => loadModals().then((m) => m.OrderPlacedModal));

/** Starts fetching the dialogs' code (once). */
export const preloadOrderModals = () =>
  Promise.all([LazyBundleModal.preload(), LazyCreatingOrderModal.preload(), LazyOrderPlacedModal.preload()]);
