import type { AlertType } from '@taxlens/contracts';
import { sql } from 'kysely';
import type { Database } from '../../db/connection.js';

type Reader = { lenderId: string; userId: string };

/** The alerts a user sees: the lender's alerts for everyone or for this user, not yet dismissed. */
const visibleTo = (db: Database, r: Reader) =>
  db
    .selectFrom('alerts')
    .where('lender_id', '=', r.lenderId)
    .where((eb) => eb.or([eb('user_id', 'is', null), eb('user_id', '=', r.userId)]))
    .where('acknowledged_at', 'is', null);

/** The audience key of alerts to everyone at the lender in lender_alert_counts (migration 047). */
export const ALERTS_TO_EVERYONE = '00000000-0000-0000-0000-000000000000';

/** The bell's count: two rows of the counts the alerts' triggers keep (decision 227), never a count of alerts. */
export async function countUnread(db: Database, r: Reader): Promise<number> {
  const row = await db
    .selectFrom('lender_alert_counts')
    .select(sql<number>`coalesce(sum(unacknowledged), 0)::int`.as('n'))
    .where('lender_id', '=', r.lenderId)
    .where('user_key', 'in', [ALERTS_TO_EVERYONE, r.userId])
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function findAlertsPage(
  db: Database,
  r: Reader,
  type: AlertType | undefined,
  limit: number,
  offset: number,
) {
  let q = visibleTo(db, r);
  if (type) q = q.where('portal_alert_type', '=', type);
  const [rows, total] = await Promise.all([
    q.selectAll().orderBy('created_at', 'desc').orderBy('id').limit(limit).offset(offset).execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** Listing an alert in the drawer is viewing it; the first view's time is kept. */
export async function markViewed(db: Database, lenderId: string, ids: string[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('alerts')
    .set({ viewed: true, viewed_at: at })
    .where('lender_id', '=', lenderId)
    .where('id', 'in', ids)
    .where('viewed', '=', false)
    .execute();
}

export async function acknowledgeAlert(db: Database, r: Reader, id: string, at: Date): Promise<boolean> {
  const result = await db
    .updateTable('alerts')
    .set((eb) => ({ acknowledged_at: at, viewed: true, viewed_at: eb.fn.coalesce('viewed_at', eb.val(at)) }))
    .where('id', '=', id)
    .where('lender_id', '=', r.lenderId)
    .where((eb) => eb.or([eb('user_id', 'is', null), eb('user_id', '=', r.userId)]))
    .where('acknowledged_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** A keyset page of the alerts a user sees, newest first, after the alert `afterId` (/api/v1; listing does not mark them viewed). */
export async function findAlertsAfter(
  db: Database,
  r: Reader,
  type: AlertType | undefined,
  afterId: string | null,
  limit: number,
) {
  let q = visibleTo(db, r);
  if (type) q = q.where('portal_alert_type', '=', type);
  if (afterId) {
    q = q.where(
      sql<boolean>`(created_at, id) < (select a.created_at, a.id from alerts a where a.id = ${afterId}::uuid and a.lender_id = ${r.lenderId})`,
    );
  }
  return q.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

export type NewAlert = {
  lenderId: string;
  clientId: string | null;
  reportId: string | null;
  /** The user it is addressed to; null addresses everyone at the lender (decision 032). */
  userId: string | null;
  type: AlertType;
  title: string;
  body: string;
  at: Date;
};

/** Writes an alert for the lender's drawer, in the caller's transaction (with its cause); answers its id. */
export async function raiseAlert(db: Database, a: NewAlert): Promise<string> {
  const row = await db
    .insertInto('alerts')
    .values({
      lender_id: a.lenderId,
      client_id: a.clientId,
      report_id: a.reportId,
      user_id: a.userId,
      portal_alert_type: a.type,
      title: a.title,
      body: a.body,
      created_at: a.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
