import { type ExpressionBuilder, sql } from 'kysely';
import type { Database } from '../../db/connection.js';
import type { DB } from '../../db/schema.js';

export type AuditFilter = {
  lenderId: string;
  timeZone: string;
  userId?: string;
  action?: string;
  from?: string;
  to?: string;
};

/**
 * A lender's audit rows: those written in its context, plus the account rows (sign-ins, failed
 * sign-ins, password changes), written before any lender is chosen, of its own users.
 */
function inLender(lenderId: string) {
  return (eb: ExpressionBuilder<DB, 'audit_log'>) =>
    eb.or([
      eb('audit_log.lender_id', '=', lenderId),
      eb.and([
        eb('audit_log.lender_id', 'is', null),
        eb(
          'audit_log.user_id',
          'in',
          eb.selectFrom('user_lenders').select('user_lenders.user_id').where('user_lenders.lender_id', '=', lenderId),
        ),
      ]),
    ]);
}

function filtered(db: Database, f: AuditFilter) {
  let q = db.selectFrom('audit_log').where(inLender(f.lenderId));
  if (f.userId) q = q.where('audit_log.user_id', '=', f.userId);
  if (f.action) q = q.where('audit_log.action', '=', f.action);
  // Days are the viewer's days: a row at 23:30 in New York belongs to that New York date.
  if (f.from)
    q = q.where(sql<string>`(audit_log.at at time zone ${f.timeZone})::date`, '>=', sql<string>`${f.from}::date`);
  if (f.to) q = q.where(sql<string>`(audit_log.at at time zone ${f.timeZone})::date`, '<=', sql<string>`${f.to}::date`);
  return q;
}

export async function listAuditRows(db: Database, f: AuditFilter, limit: number, offset: number) {
  const base = filtered(db, f);
  const [rows, total] = await Promise.all([
    base
      .leftJoin('users as actor', 'actor.id', 'audit_log.user_id')
      .leftJoin('users as target', (j) =>
        j.on(sql<boolean>`audit_log.target_type = 'user' and target.id::text = audit_log.target_id`),
      )
      .select([
        'audit_log.id',
        'audit_log.at',
        'audit_log.action',
        'audit_log.target_type',
        'audit_log.target_id',
        'audit_log.ip',
        'audit_log.details',
        sql<string | null>`actor.first_name || ' ' || actor.last_name`.as('actor_name'),
        sql<string | null>`target.first_name || ' ' || target.last_name`.as('target_name'),
      ])
      .orderBy('audit_log.at', 'desc')
      .orderBy('audit_log.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** The actions present in this lender's rows: the filter lists what can actually be found. */
export async function listAuditActions(db: Database, lenderId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('audit_log')
    .where(inLender(lenderId))
    .select('action')
    .distinct()
    .orderBy('action')
    .execute();
  return rows.map((r) => r.action);
}

export async function listAuditUsers(db: Database, lenderId: string) {
  return db
    .selectFrom('users')
    .select(['users.id', 'users.first_name', 'users.last_name'])
    .where(
      'users.id',
      'in',
      db
        .selectFrom('audit_log')
        .where(inLender(lenderId))
        .select('audit_log.user_id')
        .where('audit_log.user_id', 'is not', null)
        .$narrowType<{ user_id: string }>(),
    )
    .orderBy('users.last_name')
    .orderBy('users.first_name')
    .execute();
}

/** The user's profile zone, when the user exists. */
export async function findUserTimeZone(db: Database, userId: string) {
  return db.selectFrom('users').select('time_zone').where('id', '=', userId).executeTakeFirst();
}
