// The report-events module's front door: what other modules, app.ts and demo/ may use (docs/decisions/247).
export { compareReports, type ReportLines, type TranscriptLine } from './compare-reports.js';
export { onReportCompleted, onReportRejected } from './report-events.js';
