import type { Role } from '@taxlens/contracts';
import { sql } from 'kysely';
import type { Database } from '../db/connection.js';
import { hashSessionToken } from './session-store.js';

/** Who is calling, as the access check and the services see it. */
export type Principal = {
  sessionId: string;
  csrfToken: string;
  lastSeenAt: Date;
  userId: string;
  username: string;
  globalRole: Role | null;
  /** Roles granted at the selected lender, plus the global role. */
  roles: Role[];
  lender: PrincipalLender | null;
};

export type PrincipalLender = {
  id: string;
  monitorType: string;
  sso: boolean;
  capabilities: Record<string, string>;
};

/**
 * The caller behind a session cookie, in two queries (this runs on every signed-in request):
 * the live session with its active user, then the selected lender with the role held there.
 */
export async function loadPrincipal(db: Database, token: string, now: Date): Promise<Principal | null> {
  const session = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['sessions.id', 'sessions.csrf_token', 'sessions.last_seen_at', 'sessions.lender_id', 'users.id as user_id', 'users.username', 'users.global_role'])
    .where('sessions.id', '=', hashSessionToken(token))
    .where('sessions.expires_at', '>', now)
    .where('users.status', '=', 'ACTIVE')
    .executeTakeFirst();
  if (!session) return null;
  const globalRole = (session.global_role as Role | null) ?? null;
  const base = {
    sessionId: session.id,
    csrfToken: session.csrf_token,
    lastSeenAt: new Date(session.last_seen_at),
    userId: session.user_id,
    username: session.username,
    globalRole,
    roles: globalRole ? [globalRole] : [],
    lender: null,
  };
  if (!session.lender_id) return base;

  const lender = await db
    .selectFrom('lenders')
    .leftJoin('user_lenders', (j) =>
      j.onRef('user_lenders.lender_id', '=', 'lenders.id').on('user_lenders.user_id', '=', session.user_id),
    )
    .select([
      'lenders.id',
      'lenders.monitor_type',
      'lenders.sso',
      'user_lenders.role',
      sql<Record<string, string> | null>`(select json_object_agg(c.name, c.state) from lender_capabilities c where c.lender_id = lenders.id)`.as('capabilities'),
    ])
    .where('lenders.id', '=', session.lender_id)
    .executeTakeFirst();
  // A membership removed after selection ends the lender context (admins may enter any lender).
  if (!lender || (!lender.role && globalRole !== 'ROLE_ADMIN')) return base;
  return {
    ...base,
    roles: [lender.role, globalRole].filter((r): r is Role => Boolean(r)),
    lender: { id: lender.id, monitorType: lender.monitor_type, sso: lender.sso, capabilities: lender.capabilities ?? {} },
  };
}
