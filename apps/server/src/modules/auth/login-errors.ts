import { ERROR_KEYS, SECOND_FACTOR_LIMIT, SSO_REQUIRED_KEY } from '@taxlens/contracts';
import { AppError } from '../../platform/errors.js';

/** The same text whether the username or the password is wrong, so usernames cannot be probed. */
export const badCredentials = () => AppError.of(401, ERROR_KEYS.badCredentials, 'Invalid username and password');

/** Answered only after a right password, so it tells a password guesser nothing (decision 132). */
export const secondFactorBlocked = () =>
  AppError.of(
    401,
    ERROR_KEYS.f2aBlocked,
    `Your second factor is blocked after ${SECOND_FACTOR_LIMIT.maxConsecutiveFailures} wrong verification codes. We have e-mailed you a link to reset it; your administrator can reset it too.`,
  );

/** Carries the pass that lets this browser choose the new password (set as an HttpOnly cookie). */
export class CredentialsExpiredError extends AppError {
  constructor(readonly pass: string) {
    super(401, [
      { key: ERROR_KEYS.credentialsExpired, value: 'Your password has expired. Please choose a new password.' },
    ]);
  }
}

/** For WEBAUTHN the answer carries the server's challenge (assertion options) for the browser. */
export const missingSecondFactor = (f2aType: string, challenge?: unknown) =>
  AppError.of(401, ERROR_KEYS.missingF2aToken, 'Enter the verification code to finish signing in.', {
    f2aType,
    ...(challenge !== undefined ? { challenge } : {}),
  });

export const badSecondFactor = (f2aType: string) =>
  AppError.of(401, ERROR_KEYS.badF2aToken, 'The verification code is wrong or has expired.', { f2aType });

export const tooManyAttempts = (retryAfterSeconds: number) =>
  new AppError(
    429,
    [
      {
        key: ERROR_KEYS.tooManyRequests,
        value: 'Too many sign-in attempts from your address. Please wait a minute and try again.',
      },
    ],
    { 'retry-after': String(retryAfterSeconds) },
  );

export const singleSignOnRequired = () =>
  AppError.of(
    401,
    SSO_REQUIRED_KEY,
    'Your company signs in through its own identity provider. Please use "Sign in with single sign-on".',
  );
