import { sql } from 'kysely';
import type { Database } from '../db/connection.js';

/**
 * The lender's capabilities (name to state) as a column of a caller's query, whose lender id is at
 * `lenderIdColumn`: sessions and API keys must be granted the same capabilities at a lender.
 */
const selectLenderCapabilities = (lenderIdColumn: string) =>
  sql<Record<
    string,
    string
  > | null>`(select json_object_agg(c.name, c.state) from lender_capabilities c where c.lender_id = ${sql.ref(lenderIdColumn)})`.as(
    'capabilities',
  );

/**
 * The live session with its active user, the selected lender with the role held there, the lender's
 * capabilities and the IP whitelist entries that bind the caller at that lender (principal.ts).
 */
export function selectSessionCaller(db: Database, sessionId: string, now: Date) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .leftJoin('lenders', 'lenders.id', 'sessions.lender_id')
    .leftJoin('user_lenders', (j) =>
      j.onRef('user_lenders.lender_id', '=', 'lenders.id').onRef('user_lenders.user_id', '=', 'users.id'),
    )
    .select([
      'sessions.id',
      'sessions.csrf_token',
      'sessions.last_seen_at',
      'sessions.expires_at',
      'sessions.second_factor',
      'sessions.mailbox_proven_at',
      'users.id as user_id',
      'users.f2a_type',
      'users.username',
      'users.time_zone',
      'users.global_role',
      'lenders.id as lender_id',
      'lenders.monitor_type',
      'lenders.sso',
      'lenders.sandbox_of',
      'user_lenders.role',
      selectLenderCapabilities('lenders.id'),
      sql<string[] | null>`(select json_agg(w.address) from (
        select address from lender_ip_whitelist where lender_id = lenders.id
        union all select address from user_ip_whitelist where lender_id = lenders.id and user_id = users.id) w)`.as(
        'ip_whitelist',
      ),
      // As the web app asks: notices bind once a lender is chosen (operations staff work without one).
      sql<boolean>`lenders.id is not null and exists (select 1 from notices n where n.active and (n.lender_id is null or n.lender_id = lenders.id)
        and not exists (select 1 from notice_acceptances a where a.notice_id = n.id and a.user_id = users.id))`.as(
        'notice_pending',
      ),
    ])
    .where('sessions.id', '=', sessionId)
    .where('sessions.expires_at', '>', now)
    .where('users.status', '=', 'ACTIVE')
    .executeTakeFirst();
}

/**
 * The live key (not revoked, not expired) with its active service user, the lender it acts at with the
 * role held there and that lender's capabilities, and the whitelist of the lender that owns it
 * (api-key-principal.ts).
 */
export function selectApiKeyCaller(db: Database, prefix: string, now: Date) {
  return db
    .selectFrom('api_keys as k')
    .innerJoin('users as u', 'u.id', 'k.user_id')
    .innerJoin('lenders as l', 'l.id', 'k.acting_lender_id')
    .innerJoin('lenders as owner', 'owner.id', 'k.lender_id')
    .innerJoin('user_lenders as m', (j) => j.onRef('m.user_id', '=', 'u.id').onRef('m.lender_id', '=', 'l.id'))
    .select([
      'k.id',
      'k.name',
      'k.lender_id as owner_lender_id',
      'k.mode',
      'k.secret_hash',
      'k.scopes',
      'k.source_addresses',
      'k.expires_at',
      'k.last_used_at',
      'u.id as user_id',
      'u.username',
      'u.time_zone',
      'l.id as lender_id',
      'l.monitor_type',
      'l.sso',
      'l.sandbox_of',
      'm.role',
      'owner.api_rate_limit_per_minute',
      selectLenderCapabilities('l.id'),
      sql<string[] | null>`(select json_agg(w.address) from lender_ip_whitelist w where w.lender_id = k.lender_id)`.as(
        'ip_whitelist',
      ),
    ])
    .where('k.prefix', '=', prefix)
    .where('k.revoked_at', 'is', null)
    .where((eb) => eb.or([eb('k.expires_at', 'is', null), eb('k.expires_at', '>', now)]))
    .where('u.status', '=', 'ACTIVE')
    .where('u.kind', '=', 'API')
    .executeTakeFirst();
}
