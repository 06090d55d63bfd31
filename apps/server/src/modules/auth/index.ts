// The auth module's front door: what other modules, app.ts and demo/ may use (docs/decisions/247).
export { registerAuthRoutes } from './routes.js';
export { openSignedInSession } from './service.js';
