// Single-use account tokens and the sign-in links that carry them (unlock, second-factor reset):
// below account, auth and twofactor, which all use them (docs/decisions/247).
export { consumeAccountToken, findTokenUser, issueAccountToken, type AccountTokenPurpose } from './account-tokens.js';
export {
  consumeSecondFactorResetLink,
  findUnlockLinkUser,
  mailSecondFactorResetLink,
  mailUnlockLink,
} from './sign-in-links.js';
