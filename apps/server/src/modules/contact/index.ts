// The contact module's front door: what other modules, app.ts and demo/ may use (docs/decisions/247).
export { contactCspSources } from './csp.js';
export { registerContactRoutes } from './routes.js';
