// The lenders module's front door: what other modules, app.ts and demo/ may use (docs/decisions/247).
export {
  hasLenderLogo,
  type LenderLogo,
  readLenderLogo,
  removeLenderLogo,
  setLenderLogo,
  tooLargeLogo,
} from './logo-service.js';
export { registerLenderRoutes } from './routes.js';
export { ensureSandboxLender, isSandboxLender, syncSandbox } from './sandbox.js';
export { realLenderOfSandbox } from './sandbox-repo.js';
export { belongsToSsoLender, defaultLenderFor, getSelectedLenderView } from './service.js';
