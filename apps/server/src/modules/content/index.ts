// The content module's front door: what other modules, app.ts and demo/ may use (docs/decisions/247).
export { registerContentRoutes } from './routes.js';
