// The api-v1 module's front door: what other modules, app.ts and demo/ may use (docs/decisions/247).
export { registerApiV1Routes } from './routes.js';
