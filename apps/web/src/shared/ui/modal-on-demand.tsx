import { lazy } from 'react';
import type { ModalProps } from './modal';
import { mountedFromFirstOpen } from './mounted-from-first-open';

// Mantine's modal (its focus trap, scroll lock, portal and overlay: six files of the first load) is a chunk of its
// own, asked for when a dialog first opens (decisions 317 and 349).
const LazyModal = lazy(() => import('./modal').then((m) => ({ default: m.Modal })));

/**
 * The generic modal for a page that may open a dialog but shows none when it loads: nothing is rendered or
 * downloaded until `opened` first turns true; mounted from then on, it opens and closes with its transition as
 * `Modal` does.
 */
export const ModalOnDemand = mountedFromFirstOpen<ModalProps>(LazyModal);
