// The alerts module's front door: what other modules, app.ts and demo/ may use (docs/decisions/247).
export { raiseAlert } from './repo.js';
export { registerAlertRoutes } from './routes.js';
export { dismissAlert, listAlertsAfter } from './service.js';
