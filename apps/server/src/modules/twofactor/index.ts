// The twofactor module's front door: what other modules, app.ts and demo/ may use (docs/decisions/247).
export { resetSecondFactor } from './reset-second-factor.js';
export { registerTwoFactorRoutes } from './routes.js';
export { clearSecondFactorFailures, countSecondFactorFailure } from './second-factor-failures.js';
export { needsSecondFactor, startSecondFactor, verifySecondFactor } from './second-factor.js';
