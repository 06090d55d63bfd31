import { SIGN_IN_HISTORY_LIMIT, type SignInEvent } from '@taxlens/contracts';
import type { Database } from '../../db/connection.js';
import { listUserAuditEvents } from './repo.js';

/** The audit actions that are sign-in events: the history reads the audit log, the one record of them (decision 134). */
const ACTIONS = ['auth.login', 'auth.login_failed', 'auth.second_factor_failed', 'auth.second_factor_blocked'] as const;

const FACTOR_LABELS: Record<string, string> = {
  EMAIL_TOTP: 'e-mail code',
  SMS_TOTP: 'text message code',
  AUTHENTICATOR_APP: 'authenticator app',
  WEBAUTHN: 'security key',
};

function methodOf(details: Record<string, unknown>): string {
  if (details.method === 'SAML') return 'Single sign-on';
  const factor = typeof details.f2aType === 'string' ? FACTOR_LABELS[details.f2aType] : undefined;
  return factor ? `Password and ${factor}` : 'Password';
}

function describeEvent(
  action: string,
  details: Record<string, unknown>,
): Pick<SignInEvent, 'method' | 'result' | 'reason'> {
  switch (action) {
    case 'auth.login':
      return { method: methodOf(details), result: 'SUCCEEDED', reason: null };
    case 'auth.login_failed':
      return {
        method: 'Password',
        result: 'FAILED',
        reason:
          details.reason === 'untrusted-browser'
            ? 'Refused: a browser not used before, while sign-in was limited'
            : 'Wrong password',
      };
    case 'auth.second_factor_failed':
      return { method: methodOf(details), result: 'FAILED', reason: 'Wrong verification code' };
    default:
      return { method: 'Password', result: 'FAILED', reason: 'Second factor blocked after too many wrong codes' };
  }
}

/** The user's newest sign-in events: time, address, method and result. */
export async function listSignInHistory(db: Database, userId: string): Promise<SignInEvent[]> {
  const rows = await listUserAuditEvents(db, userId, ACTIONS, SIGN_IN_HISTORY_LIMIT);
  return rows.map((r) => {
    const details = (typeof r.details === 'string' ? JSON.parse(r.details) : r.details) as Record<string, unknown>;
    return { at: new Date(r.at).toISOString(), ip: r.ip, ...describeEvent(r.action, details ?? {}) };
  });
}
