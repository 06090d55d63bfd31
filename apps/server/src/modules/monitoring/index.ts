// The monitoring module's front door: what other modules, app.ts and demo/ may use (docs/decisions/247).
export { createAuthorizationReminderJob } from './authorization-reminders.js';
export { coveredPeriodEnd, normalizeCoveredPeriods } from './covered-periods.js';
export { type ExpiringWindow, expiringWindowOf } from './expiring-window.js';
export { registerMonitoringRoutes } from './routes.js';
export { createMonitoringJob } from './schedule-monitoring.js';
