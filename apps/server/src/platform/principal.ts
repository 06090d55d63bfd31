import type { ApiKeyMode, ApiKeyScope, Role } from '@taxlens/contracts';
import type { Database } from '../db/connection.js';
import { selectSessionCaller } from './principal-repo.js';
import { hashSessionToken } from './session-store.js';

/**
 * Who is calling, as the access check and the services see it: a signed-in session, or an API key
 * acting through its service user (DESIGN.md "One principal, several ways in"). Routes declare what
 * they need, never how the caller came in.
 */
export type Principal = {
  kind: 'session' | 'apiKey';
  /** The session's token hash; for a key, `apikey:<key id>` (what the caller cache is keyed by). */
  sessionId: string;
  csrfToken: string;
  lastSeenAt: Date;
  /** The session's idle expiry as loaded (a cached caller is never used past it). */
  expiresAt: Date;
  userId: string;
  username: string;
  /**
   * The user's own time zone (settings) as stored, read with the caller so a call that draws day or month
   * boundaries asks nothing more (decision 333); `safeZone` (platform/time-window.ts) checks it. A change to
   * the user's row announces itself, so a cached caller never keeps an old zone.
   */
  timeZone: string;
  globalRole: Role | null;
  /** Roles granted at the selected lender, plus the global role. */
  roles: Role[];
  lender: PrincipalLender | null;
  /** The session passed a second factor its user still has (or a single sign-on): past the gate. */
  secondFactorPassed: boolean;
  /** When the setup code mailed to the address on file was entered in this session. */
  mailboxProvenAt: Date | null;
  /** A lender is selected and a notice for everyone or for it awaits this user's acceptance. */
  noticePending: boolean;
  /** The key a call came with (kind apiKey), else null. */
  apiKey: PrincipalApiKey | null;
};

export type PrincipalApiKey = {
  id: string;
  name: string;
  /** The lender whose admins manage the key (a test key acts at its sandbox). */
  ownerLenderId: string;
  scopes: ApiKeyScope[];
  mode: ApiKeyMode;
  /** Addresses the key may be used from (besides the lender's whitelist); empty: any. */
  sourceAddresses: string[];
  /** Requests per minute allowed to this key. */
  rateLimitPerMinute: number;
};

export type PrincipalLender = {
  id: string;
  monitorType: string;
  sso: boolean;
  capabilities: Record<string, string>;
  /** The addresses the caller may work from at this lender (the lender's list and the user's own); empty: any. */
  ipWhitelist: string[];
  /**
   * A sandbox lender (API test mode, decision 189): its orders are never billed and its events are
   * test events. Read here, with the caller, so nothing asks again (docs/decisions/270).
   */
  sandbox: boolean;
};

type LenderColumns = {
  lender_id: string | null;
  monitor_type: string | null;
  sso: boolean | null;
  capabilities: Record<string, string> | null;
  ip_whitelist: string[] | null;
  sandbox_of: string | null;
};

/** The caller's lender from its loaded columns; null when the query found none (a session without a lender). */
export function toPrincipalLender(row: LenderColumns): PrincipalLender | null {
  if (!row.lender_id || row.monitor_type === null || row.sso === null) return null;
  return {
    id: row.lender_id,
    monitorType: row.monitor_type,
    sso: row.sso,
    capabilities: row.capabilities ?? {},
    ipWhitelist: row.ip_whitelist ?? [],
    sandbox: row.sandbox_of !== null,
  };
}

/**
 * The caller behind a session cookie, in one query (this runs on every signed-in request): the live
 * session with its active user, the selected lender with the role held there, the lender's
 * capabilities and the IP whitelist entries that bind the caller at that lender.
 */
export async function loadPrincipal(db: Database, token: string, now: Date): Promise<Principal | null> {
  return loadPrincipalOfSession(db, hashSessionToken(token), now);
}

/**
 * Past the second-factor gate: a single sign-on (the identity provider is the factor), or a method
 * passed in this session while the user still has one enrolled (decision 126).
 */
export function passedSecondFactor(sessionFactor: string | null, userF2aType: string): boolean {
  return sessionFactor === 'SAML' || (sessionFactor !== null && userF2aType !== 'OFF');
}

/** As loadPrincipal, by the stored hash of the session token. */
export async function loadPrincipalOfSession(db: Database, sessionId: string, now: Date): Promise<Principal | null> {
  const row = await selectSessionCaller(db, sessionId, now);
  if (!row) return null;
  const globalRole = (row.global_role as Role | null) ?? null;
  const base = {
    kind: 'session' as const,
    apiKey: null,
    sessionId: row.id,
    csrfToken: row.csrf_token,
    lastSeenAt: new Date(row.last_seen_at),
    expiresAt: new Date(row.expires_at),
    userId: row.user_id,
    username: row.username,
    timeZone: row.time_zone,
    globalRole,
    roles: globalRole ? [globalRole] : [],
    lender: null,
    secondFactorPassed: passedSecondFactor(row.second_factor, row.f2a_type),
    mailboxProvenAt: row.mailbox_proven_at ? new Date(row.mailbox_proven_at) : null,
    noticePending: Boolean(row.notice_pending),
  };
  const lender = toPrincipalLender(row);
  // A membership removed after selection ends the lender context (admins may enter any lender).
  if (!lender || (!row.role && globalRole !== 'ROLE_ADMIN')) return base;
  return { ...base, roles: [row.role, globalRole].filter((r): r is Role => Boolean(r)), lender };
}
