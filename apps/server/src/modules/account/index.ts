// The account module's front door: what other modules, app.ts and demo/ may use (docs/decisions/247).
export { registerPasswordRoutes } from './password-routes.js';
export {
  createInvitation,
  EXPIRED_PASSWORD_PASS_MINUTES,
  issueExpiredPasswordPass,
  storeNewPassword,
} from './password-service.js';
export { registerAccountRoutes } from './routes.js';
export { getUserView, userCapabilities } from './service.js';
export { registerStepUpRoutes } from './step-up-routes.js';
