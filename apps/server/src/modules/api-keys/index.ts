// The api-keys module's front door: what other modules, app.ts and demo/ may use (docs/decisions/247).
export { registerApiKeyRoutes } from './routes.js';
export { describeCallingKey } from './service.js';
