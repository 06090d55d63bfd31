// The whitelist module's front door: what other modules, app.ts and demo/ may use (docs/decisions/247).
export { registerWhitelistRoutes } from './routes.js';
