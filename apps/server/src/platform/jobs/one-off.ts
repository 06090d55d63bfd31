// The one-off job engine's front door (decisions 175, 250): what job kinds and their callers use.
export * from './job-types.js';
export { enqueueJob, enqueueJobsWithIds, claimJob, finishJob } from './jobs-repo.js';
export { jobTools } from './job-lease.js';
export { runOneOffJobs, type JobSettings } from './job-lanes.js';
