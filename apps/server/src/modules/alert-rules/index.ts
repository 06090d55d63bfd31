// The alert-rules module's front door: what other modules, app.ts and demo/ may use (docs/decisions/247).
export { createAlertRulesConsumer } from './alert-rules-consumer.js';
export { createAlertRulesDailyJob } from './daily-check-job.js';
export { registerAlertRuleRoutes } from './routes.js';
