// The system module's front door: what other modules, app.ts and demo/ may use (docs/decisions/247).
export { registerSystemRoutes } from './routes.js';
