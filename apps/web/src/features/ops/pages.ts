export { ContentAdminPage } from './content-admin-page';
export { OpsLenderPage } from './lender-page';
export { OpsLendersPage } from './lenders-page';
export { OpsQueuePage } from './queue-page';
export { OpsReportPage } from './report-page';
export { LenderBillingPage } from './billing/lender-billing-page';
export { OpsIdentityReviewsPage } from './identity-reviews-page';
export { OpsIdentityReviewPage } from './identity-review-page';
