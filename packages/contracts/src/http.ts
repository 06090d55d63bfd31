// Zod-free on purpose: the web app's first download (its API client) needs these names, and a
// module that builds a schema would bring zod into it (docs/decisions/119).

/** The versioned JSON accept type the login call requires (spec 1 §7). */
export const LOGIN_ACCEPT_TYPE = 'application/vnd.taxlens.v1+json';
/** Header naming the two-factor type on the second pass. */
export const F2A_TYPE_HEADER = 'X-F2A-TYPE';
/** Header carrying the one-time code on the second pass. */
export const F2A_TOKEN_HEADER = 'X-F2A-TOKEN';
export const CSRF_HEADER = 'X-CSRF-TOKEN';

/** Keys the web app reacts to. */
export const ERROR_KEYS = {
  badCredentials: 'BAD_CREDENTIALS',
  credentialsExpired: 'CREDENTIALS_EXPIRED',
  missingF2aToken: 'MISSING_F2A_TOKEN',
  badF2aToken: 'BAD_F2A_TOKEN',
  f2aBlocked: 'F2A_BLOCKED',
  tooManyRequests: 'TOO_MANY_REQUESTS',
  unauthenticated: 'UNAUTHENTICATED',
  accessDenied: 'ACCESS_DENIED',
  csrf: 'INVALID_CSRF_TOKEN',
  notFound: 'NOT_FOUND',
  validation: 'VALIDATION_ERROR',
  conflict: 'CONFLICT',
  internal: 'INTERNAL_ERROR',
  unavailable: 'SERVICE_UNAVAILABLE',
  /** The session has not passed a second factor: only the enrolment set answers (decision 126). */
  f2aEnrolmentRequired: 'F2A_ENROLMENT_REQUIRED',
  /** A notice awaits acceptance: only the notice set answers (decision 126). */
  eulaRequired: 'EULA_REQUIRED',
  /** Enrolling from a session without a second factor needs the mailed setup code first. */
  mailboxProofRequired: 'MAILBOX_PROOF_REQUIRED',
  /** An API key called a route not open to keys (decision 190). */
  apiKeyNotAllowed: 'API_KEY_NOT_ALLOWED',
  /** An API key lacks the scope a route needs. */
  apiKeyScope: 'API_KEY_SCOPE',
  /** An API key was used from an address outside its own source list. */
  apiKeySource: 'API_KEY_SOURCE_NOT_ALLOWED',
} as const;

// Step-up (decision 145): here, not in step-up.ts, because the web app's API client reacts to the key.
/** How long a proof of identity (current password or a second factor) covers sensitive changes. */
export const STEP_UP_WINDOW_SECONDS = 5 * 60;

/** The 403 key of a sensitive change made without a recent proof; the web app asks and retries. */
export const STEP_UP_REQUIRED = 'STEP_UP_REQUIRED';
/** The 403 key of a step-up whose password or code was wrong. */
export const STEP_UP_FAILED = 'STEP_UP_FAILED';
export const STEP_UP_REQUIRED_TEXT = 'For your security, please confirm it is you before making this change.';

/** Spec 1 §8: a 403 carrying this text sends the browser to the 404 page instead of logging out. */
export const ACCESS_DENIED_TEXT = 'Access is denied';

/** Spec 1 §9: the bell polls every 10 s; an alert viewed more than 5 minutes ago counts as seen. */
export const ALERT_POLL_MS = 10_000;
export const ALERT_SEEN_AFTER_MS = 5 * 60_000;
/** How often the header asks the content service for global notices. */
export const GLOBAL_NOTICE_REFRESH_MS = 600_000;
