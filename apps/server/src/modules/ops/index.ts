// The ops module's front door: what other modules, app.ts and demo/ may use (docs/decisions/247).
export { createOperationsLogConsumer } from './operations-log-consumer.js';
export { completeReport, completeReportIn } from './report-lifecycle.js';
export { registerOpsRoutes } from './routes.js';
