// The transcripts module's front door: what other modules, app.ts and demo/ may use (docs/decisions/247).
export { createTranscriptReadTask, TRANSCRIPT_READ_JOB } from './read-job.js';
export { registerTranscriptRoutes } from './routes.js';
export {
  completeWithTranscriptFacts,
  readRenderedTranscripts,
  sealFacts,
  type RenderedTranscript,
} from './complete.js';
export { clientsOf } from './read-job.js';
export {
  createMailboxListCleanupJob,
  createTranscriptMailboxTask,
  createTranscriptRetentionJob,
} from './mailbox-job.js';
export { registerMailboxRoutes } from './mailbox-routes.js';
