import { type ComponentType, createElement, Suspense } from 'react';
import { PageSkeleton } from '../../shared/ui/page-skeleton';
import { preloaded } from '../../shared/ui/preloaded';

// The pages an operator opens all day, in the area's chunk.
export { OpsQueuePage } from './queue-page';
export { OpsReportPage } from './report-page';

/**
 * The other operations pages each in a chunk of their own (decision 308): the queue and a report do
 * not download the content editor, billing, identity reviews, the mailbox's upload and the lender
 * settings, which the area's chunk carried for every one of them.
 */
function ownChunk(load: () => Promise<ComponentType<object>>): ComponentType<object> {
  const Page = preloaded(load);
  return function OwnChunkPage() {
    return createElement(Suspense, { fallback: createElement(PageSkeleton) }, createElement(Page));
  };
}

export const ContentAdminPage = ownChunk(() => import('./content-admin-page').then((m) => m.ContentAdminPage));
export const OpsLenderPage = ownChunk(() => import('./lender-page').then((m) => m.OpsLenderPage));
export const OpsLendersPage = ownChunk(() => import('./lenders-page').then((m) => m.OpsLendersPage));
export const LenderBillingPage = ownChunk(() =>
  import('./billing/lender-billing-page').then((m) => m.LenderBillingPage),
);
export const OpsIdentityReviewsPage = ownChunk(() =>
  import('./identity-reviews-page').then((m) => m.OpsIdentityReviewsPage),
);
export const OpsIdentityReviewPage = ownChunk(() =>
  import('./identity-review-page').then((m) => m.OpsIdentityReviewPage),
);
export const TranscriptMailboxPage = ownChunk(() =>
  import('./transcript-mailbox-page').then((m) => m.TranscriptMailboxPage),
);
export const OpsMissedRejectionsPage = ownChunk(() =>
  import('./missed-rejections-page').then((m) => m.OpsMissedRejectionsPage),
);
