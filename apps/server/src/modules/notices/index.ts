// The notices module's front door: what other modules, app.ts and demo/ may use (docs/decisions/247).
export { registerNoticeRoutes } from './routes.js';
export { publishNotice } from './service.js';
