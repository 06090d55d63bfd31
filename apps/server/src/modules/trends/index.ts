// The trends module's front door: what other modules, app.ts and demo/ may use (docs/decisions/247).
export { createTrendsBackfillTask } from './backfill-task.js';
export { registerTrendRoutes } from './routes.js';
export { createTrendsConsumer } from './trends-consumer.js';
export { createTrendsJob } from './trends-job.js';
