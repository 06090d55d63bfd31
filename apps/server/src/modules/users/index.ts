// The users module's front door: what other modules, app.ts and demo/ may use (docs/decisions/247).
export { registerUserRoutes } from './routes.js';
