// The settings module's front door: what other modules, app.ts and demo/ may use (docs/decisions/247).
export { registerSettingsRoutes } from './routes.js';
export { applySettings } from './service.js';
export { listTimeZones } from './time-zones.js';
