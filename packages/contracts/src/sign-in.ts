// Sign-in rules and messages, zod-free: the login page's first download needs them (docs/decisions/119).

export const EMAIL_CODE = { digits: 6, validMinutes: 10, maxAttempts: 5 } as const;
export const LOGIN_LOCK = { maxFailures: 10, lockMinutes: 15 } as const;

/** Why a single sign-on attempt ended on the login page (`/auth/login?sso_error=CODE`). */
export const SSO_ERRORS = {
  UNKNOWN_REGISTRATION: 'Single sign-on is not set up for this company. Please contact your administrator.',
  IDP_UNAVAILABLE: 'Single sign-on could not be started. Please try again later.',
  INVALID_RESPONSE: 'Your company’s identity provider sent a sign-in that could not be verified. Please try again or contact your administrator.',
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
