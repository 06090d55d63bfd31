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
export { ensureSandboxLender, isSandboxLender, realLender, realLenderOfSandbox, syncSandbox } from './sandbox.js';
export { belongsToSsoLender, defaultLenderFor, getSelectedLenderView } from './service.js';
