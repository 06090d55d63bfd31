import { sql } from 'kysely';
import type { Database } from '../../db/connection.js';
import { containsLower } from '../../db/like-pattern.js';
import { selectOrders } from '../../db/queries/select-orders.js';

// The lists of /api/v1, each a keyset page after the row a cursor names (decision 187): newest first
// for clients and orders, oldest first (the stream's order) for events. One row more than asked says
// whether a next page exists.

export type ClientFilters = { status?: string | undefined; clientType?: string | undefined; name?: string | undefined };

export async function listClientsAfter(
  db: Database,
  lenderId: string,
  filters: ClientFilters,
  after: string | null,
  limit: number,
) {
  let q = db
    .selectFrom('clients')
    .select([
      'id',
      'business_name',
      'client_type',
      'status',
      'tax_id_kind',
      'tax_id_last4',
      'second_ein_last4',
      'monitoring_frequency',
      'created_at',
    ])
    .where('lender_id', '=', lenderId);
  if (filters.status) q = q.where('status', '=', filters.status as never);
  if (filters.clientType) q = q.where('client_type', '=', filters.clientType as never);
  if (filters.name) q = q.where('name_lower', 'like', containsLower(filters.name));
  if (after)
    q = q.where(
      sql<boolean>`(created_at, id) < (select c.created_at, c.id from clients c where c.id = ${after}::uuid and c.lender_id = ${lenderId})`,
    );
  return q
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit + 1)
    .execute();
}

/** The lender's orders, each with its report (placing opens one per order), as GET /orders/{id} answers them. */
function selectOrdersWithReports(db: Database, lenderId: string) {
  return selectOrders(db, lenderId)
    .leftJoin('reports', (join) =>
      join.onRef('reports.order_id', '=', 'orders.id').on('reports.lender_id', '=', lenderId),
    )
    .select(['reports.id as report_id', 'reports.status as report_status']);
}

export async function findOrder(db: Database, lenderId: string, id: string) {
  return selectOrdersWithReports(db, lenderId).where('orders.id', '=', id).executeTakeFirst();
}

export async function listOrdersAfter(
  db: Database,
  lenderId: string,
  filters: { clientId?: string | undefined; status?: string | undefined },
  after: string | null,
  limit: number,
) {
  let q = selectOrdersWithReports(db, lenderId);
  if (filters.clientId) q = q.where('orders.client_id', '=', filters.clientId);
  if (filters.status) q = q.where('orders.status', '=', filters.status as never);
  if (after)
    q = q.where(
      sql<boolean>`(orders.created_at, orders.id) < (select o.created_at, o.id from orders o where o.id = ${after}::uuid and o.lender_id = ${lenderId})`,
    );
  return q
    .orderBy('orders.created_at', 'desc')
    .orderBy('orders.id', 'desc')
    .limit(limit + 1)
    .execute();
}

export type EventRow = {
  id: string;
  event_id: string;
  type: string;
  version: number;
  payload: unknown;
  occurred_at: Date;
  tx_id: string;
};

/**
 * The lender's events in the stream's order, only of transactions older than every one still
 * running in this database (as the stream's consumers read it, decisions 183 and 233), so a late
 * commit is never stepped over.
 */
export async function listEventsAfter(
  db: Database,
  lenderId: string,
  test: boolean,
  after: [string, string] | null,
  types: string[],
  limit: number,
): Promise<EventRow[]> {
  const position = after ? sql`and (tx_id, id) > (${after[0]}::xid8, ${after[1]}::bigint)` : sql``;
  const typed = types.length ? sql`and type in (${sql.join(types)})` : sql``;
  const result = await sql<EventRow>`
    select id::text as id, event_id, type, version, payload, occurred_at, tx_id::text as tx_id
    from domain_events
    where lender_id = ${lenderId} and test = ${test} ${position} ${typed}
      and tx_id < (select event_stream_horizon())
    -- The columns, not the text aliases above: by text, transaction 1000 would come before 999.
    order by domain_events.tx_id, domain_events.id
    limit ${limit + 1}`.execute(db);
  return result.rows;
}
