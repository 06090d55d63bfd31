import type { Database } from '../../db/connection.js';

/** The day the report's order was placed (the report's own creation when it has no order). */
export async function findOrderedAt(db: Database, reportId: string): Promise<Date | null> {
  const row = await db
    .selectFrom('reports as r')
    .leftJoin('orders as o', 'o.id', 'r.order_id')
    .select(['r.created_at as report_at', 'o.created_at as order_at'])
    .where('r.id', '=', reportId)
    .executeTakeFirst();
  return row ? (row.order_at ?? row.report_at) : null;
}

export async function listBeforeOrderReasons(db: Database, reportId: string) {
  return db
    .selectFrom('transcript_before_order_reasons as b')
    .leftJoin('users as u', 'u.id', 'b.user_id')
    .select(['b.module_id', 'b.reason', 'b.created_at', 'u.first_name', 'u.last_name'])
    .where('b.report_id', '=', reportId)
    .execute();
}

export async function insertBeforeOrderReason(
  db: Database,
  r: { moduleId: string; reportId: string; lenderId: string; reason: string; userId: string },
): Promise<boolean> {
  const row = await db
    .insertInto('transcript_before_order_reasons')
    .values({
      module_id: r.moduleId,
      report_id: r.reportId,
      lender_id: r.lenderId,
      reason: r.reason,
      user_id: r.userId,
    })
    .onConflict((oc) => oc.column('module_id').doNothing())
    .returning('module_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** A module of the report with its sealed facts (the response date is among them). */
export async function findModuleFacts(db: Database, reportId: string, moduleId: string) {
  return db
    .selectFrom('transcript_modules')
    .select(['id', 'status', 'facts_sealed'])
    .where('id', '=', moduleId)
    .where('report_id', '=', reportId)
    .executeTakeFirst();
}
