// The one-off job engine's front door (decisions 175, 250): what job kinds and their callers use.
export * from './job-types.js';
export { enqueueJob, claimJob } from './job-queue.js';
export { jobTools, finishJob } from './job-lease.js';
export { runOneOffJobs, type JobSettings } from './job-lanes.js';
