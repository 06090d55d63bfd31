// The reports module's front door: what other modules, app.ts and demo/ may use (docs/decisions/247).
export { type LenderDataVersions, readLenderDataVersions } from './lender-data-version.js';
export { registerReportPdfRoutes, renderReportPdfFor } from './report-pdf-routes.js';
export { type ExplainedReport, getExplainedReport, getReportView } from './report-view.js';
export { reopenRejectedOrder } from './resubmit-rejected.js';
