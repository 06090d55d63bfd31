// Sign-in rules and messages, zod-free: the login page's first download needs them (docs/decisions/119).

export const EMAIL_CODE = { digits: 6, validMinutes: 10, maxAttempts: 5 } as const;
/**
 * Sign-in throttles (docs/decisions/130, 131): a (typed username, address) pair is refused for 15
 * minutes after 10 failures; an account with 100 failures from untrusted browsers in 24 hours signs
 * in only from a browser holding its device cookie (or the mailed unlock link). Nothing locks an owner out.
 */
export const LOGIN_THROTTLE = {
  pairFailures: 10,
  pairRefusalMinutes: 15,
  accountFailures: 100,
  accountWindowHours: 24,
  unlockLinkHours: 24,
} as const;
/** Consecutive wrong second-factor answers that block the second factor until it is reset (decision 132). */
export const SECOND_FACTOR_LIMIT = { maxConsecutiveFailures: 100, resetLinkHours: 24 } as const;
/** Reset and username-reminder mails per recipient (decision 133). */
export const ACCOUNT_MAIL_LIMIT = { perRecipient: 3, windowMinutes: 15 } as const;

/** Why a single sign-on attempt ended on the login page (`/auth/login?sso_error=CODE`). */
export const SSO_ERRORS = {
  UNKNOWN_REGISTRATION: 'Single sign-on is not set up for this company. Please contact your administrator.',
  IDP_UNAVAILABLE: 'Single sign-on could not be started. Please try again later.',
  INVALID_RESPONSE:
    'Your company’s identity provider sent a sign-in that could not be verified. Please try again or contact your administrator.',
  EXPIRED: 'The single sign-on response has expired. Please sign in again.',
  REPLAYED: 'This single sign-on response has already been used. Please sign in again.',
  UNSOLICITED: 'This sign-in was not started from the portal or was already used. Please start single sign-on again.',
  UNKNOWN_USER: 'Your account is not set up for the portal yet. Please ask your administrator for access.',
  IDP_REFUSED: 'Your company’s identity provider did not sign you in.',
} as const;
export type SsoErrorCode = keyof typeof SSO_ERRORS;
export const SSO_ERROR_PARAM = 'sso_error';

/** The error key of a password sign-in by a user whose lender signs in through its identity provider. */
export const SSO_REQUIRED_KEY = 'SSO_REQUIRED';
