import { ERROR_KEYS } from '@taxlens/contracts';
import { ApiError } from '../../../shared/api/api-client';
import { usableGoto } from '../../../shared/navigation/goto-target';

export type LoginFailure =
  | { kind: 'expired' }
  | { kind: 'second-factor'; f2aType: string; challenge?: unknown }
  | { kind: 'error'; message: string };

const UNREACHABLE = 'The server could not be reached. Please try again.';

/** Spec 1 §8: the first message key decides what a failed sign-in does. */
export function decideLoginFailure(error: unknown): LoginFailure {
  if (!(error instanceof ApiError)) return { kind: 'error', message: UNREACHABLE };
  const first = error.messages[0];
  if (first?.key === ERROR_KEYS.credentialsExpired) return { kind: 'expired' };
  if (first?.key === ERROR_KEYS.missingF2aToken && first.f2aType) {
    return {
      kind: 'second-factor',
      f2aType: first.f2aType,
      ...(first.challenge !== undefined ? { challenge: first.challenge } : {}),
    };
  }
  return { kind: 'error', message: first?.value ?? error.message };
}

const PROMPTS: Record<string, string> = {
  EMAIL_TOTP: 'Enter the 6-digit code we sent to your e-mail.',
  SMS_TOTP: 'Enter the 6-digit code we sent to your phone.',
  AUTHENTICATOR_APP: 'Enter the 6-digit code from your authenticator app.',
};

export function secondFactorPrompt(f2aType: string): string {
  return PROMPTS[f2aType] ?? 'Enter your verification code.';
}

export type NextStep = { to: string; clearGoto: boolean };

/**
 * Spec 1 §4 / spec 2 §4: without a lender choose one; then pending notices; then the saved
 * target (cleared once followed) or the dashboard.
 */
export function decideNextAfterSignIn(state: {
  hasLender: boolean;
  eulaPending: boolean;
  goto: string | null;
}): NextStep {
  if (!state.hasLender) return { to: '/set-lender', clearGoto: false };
  if (state.eulaPending) return { to: '/auth/eula', clearGoto: false };
  return { to: usableGoto(state.goto) ?? '/', clearGoto: true };
}
