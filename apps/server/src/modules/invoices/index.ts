// The invoices module's front door: what other modules, app.ts and demo/ may use (docs/decisions/247).
export {
  type BillingMonth,
  monthEndOf,
  monthOf,
  monthStartOf,
  nextMonth,
  periodKey,
  previousMonth,
} from './billing-month.js';
export { createMonthCloseJob } from './month-close-job.js';
export { registerBillingOpsRoutes } from './ops-routes.js';
export { registerInvoiceRoutes } from './routes.js';
export { getAddOnPrices } from './service.js';
