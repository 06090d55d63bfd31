import { ownChunkPage } from '../../shared/ui/preloaded';

// The pages an operator opens all day, in the area's chunk.
export { OpsQueuePage } from './queue-page';
export { OpsReportPage } from './report-page';

/**
 * The other operations pages each in a chunk of their own (decision 308): the queue and a report do
 * not download the content editor, billing, identity reviews, the mailbox's upload and the lender
 * settings, which the area's chunk carried for every one of them.
 */
export const ContentAdminPage = ownChunkPage(() => import('./content-admin-page').then((m) => m.ContentAdminPage));
export const OpsLenderPage = ownChunkPage(() => import('./lender-page').then((m) => m.OpsLenderPage));
export const OpsLendersPage = ownChunkPage(() => import('./lenders-page').then((m) => m.OpsLendersPage));
export const LenderBillingPage = ownChunkPage(() =>
  import('./billing/lender-billing-page').then((m) => m.LenderBillingPage),
);
export const OpsIdentityReviewsPage = ownChunkPage(() =>
  import('./identity-reviews-page').then((m) => m.OpsIdentityReviewsPage),
);
export const OpsIdentityReviewPage = ownChunkPage(() =>
  import('./identity-review-page').then((m) => m.OpsIdentityReviewPage),
);
export const TranscriptMailboxPage = ownChunkPage(() =>
  import('./transcript-mailbox-page').then((m) => m.TranscriptMailboxPage),
);
export const OpsMissedRejectionsPage = ownChunkPage(() =>
  import('./missed-rejections-page').then((m) => m.OpsMissedRejectionsPage),
);
