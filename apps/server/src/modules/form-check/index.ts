// The form-check module's front door (decisions 274, 287): what other modules, app.ts and the job list may use.
export { createFormCheckBackfillJob, createPreCheckCleanupJob } from './background-pass.js';
export { createFormCheckTask } from './check-job.js';
export { createFormCheckFilesJob } from './move-files.js';
export { queueOrderChecks, findChecksOfOrders } from './repo.js';
export { registerFormCheckRoutes } from './routes.js';
export { sendAnywayReasonFor } from './service.js';
export {
  formCheckOfReport,
  formLifeOfReport,
  formLivesOfClients,
  listMissedRejections,
  moveReportFormStage,
  recordCafFromTranscript,
  recordCafFromTranscripts,
  recordReportFormRejected,
} from './stages.js';
