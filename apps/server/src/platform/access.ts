import { ERROR_KEYS, passesRoleGuard, type Role } from '@taxlens/contracts';
import type { Principal } from './principal.js';
import { accessDenied, AppError, unauthenticated } from './errors.js';

/**
 * Every route declares who may call it, in its `config.access`. The access plugin enforces it and
 * the route registry lists it, so the generic access test can walk every route.
 */
export type Access = {
  /** public: anyone; session: signed in; lender: signed in with a selected lender. */
  level: 'public' | 'session' | 'lender';
  /** Any of these (with role inheritance; ROLE_ADMIN passes all). */
  roles?: readonly Role[];
  /** The selected lender must have this capability ACTIVE. */
  capability?: string;
  /** The selected lender's monitorType must not be None. */
  monitored?: boolean;
  /** The selected lender must not use single sign-on. */
  nonSso?: boolean;
  /**
   * Reachable before the sign-in is complete (decision 126). 'enrolment': by a session that has not
   * passed a second factor (what the path to /auth/two-factor needs). 'notices': also while a notice
   * awaits acceptance (the notice set is part of the enrolment set). Absent: neither.
   */
  early?: 'enrolment' | 'notices';
  /** CSRF header required (default true for signed-in levels). Only safe GETs may opt out. */
  csrf?: boolean;
  /**
   * The scope an API key needs to call this route (`write` includes `read`). Absent: keys are
   * refused, so administration (users, whitelist, keys, invoices) is never reachable with one.
   */
  keys?: 'read' | 'write';
};

export const access = {
  public: (): Access => ({ level: 'public' }),
  session: (extra: Omit<Access, 'level'> = {}): Access => ({ level: 'session', ...extra }),
  lender: (extra: Omit<Access, 'level'> = {}): Access => ({ level: 'lender', ...extra }),
};

/** Decides whether a principal may use a route; throws the refusal otherwise. */
export function checkAccess(rule: Access, principal: Principal | null): void {
  if (rule.level === 'public') return;
  if (!principal) throw unauthenticated();
  if (principal.apiKey) checkKeyScope(rule, principal.apiKey.scopes);
  if (!principal.secondFactorPassed && !rule.early) {
    throw AppError.of(403, ERROR_KEYS.f2aEnrolmentRequired, 'Set up two-factor authentication to continue.');
  }
  if (principal.noticePending && rule.early !== 'notices') {
    throw AppError.of(403, ERROR_KEYS.eulaRequired, 'Please read and accept the pending notice to continue.');
  }
  if (rule.level === 'lender' && !principal.lender) {
    throw AppError.of(403, 'LENDER_NOT_SELECTED', 'Please select a lender first.');
  }
  if (rule.roles && !passesRoleGuard(principal.roles, rule.roles)) throw accessDenied();
  const lender = principal.lender;
  if (rule.capability && lender?.capabilities[rule.capability] !== 'ACTIVE') throw accessDenied();
  if (rule.monitored && (!lender || lender.monitorType === 'None')) throw accessDenied();
  if (rule.nonSso && (!lender || lender.sso)) throw accessDenied();
}

/** A key reaches only routes open to keys, with the scope they name (decision 190). */
function checkKeyScope(rule: Access, scopes: readonly string[]): void {
  if (!rule.keys) throw AppError.of(403, ERROR_KEYS.apiKeyNotAllowed, 'This call cannot be made with an API key.');
  const granted = scopes.includes('write') || (rule.keys === 'read' && scopes.includes('read'));
  if (!granted) throw AppError.of(403, ERROR_KEYS.apiKeyScope, `This API key does not have the ${rule.keys} scope.`);
}
