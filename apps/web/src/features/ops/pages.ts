export { ContentAdminPage } from './content-admin-page';
export { LenderBillingPage } from './billing/lender-billing-page';
