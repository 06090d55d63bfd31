import type { DeliveryCode, ReportTypeCode, SignatureRequestStatus } from '@taxlens/contracts';
import { sql } from 'kysely';
import type { Database } from '../../db/connection.js';
import { selectOrders } from '../../db/queries/select-orders.js';

// SQL of the ordering area. Every query takes the selected lender's id.

/** A client's open order blocks another (spec 2); one awaiting signature counts (docs/decisions/213). */
export const OPEN_ORDER_STATUSES = ['AWAITING_SIGNATURE', 'PENDING', 'IN_PROGRESS'] as const;

export type OrderableClient = { id: string; businessName: string; clientType: string; status: string };

export async function findClients(
  db: Database,
  lenderId: string,
  clientIds: readonly string[],
): Promise<OrderableClient[]> {
  if (clientIds.length === 0) return [];
  const rows = await db
    .selectFrom('clients')
    .select(['id', 'business_name', 'client_type', 'status'])
    .where('lender_id', '=', lenderId)
    .where('id', 'in', clientIds)
    .execute();
  return rows.map((r) => ({ id: r.id, businessName: r.business_name, clientType: r.client_type, status: r.status }));
}

export type LenderProduct = {
  reportType: ReportTypeCode;
  delivery: DeliveryCode;
  productCode: string;
  label: string;
  priceCents: number;
  trtFrequency: 'ALWAYS' | 'SELECTED' | 'NEVER';
  roaFrequency: 'ALWAYS' | 'SELECTED' | 'NEVER';
  wiFrequency: 'ALWAYS' | 'SELECTED' | 'NEVER';
};

export type LenderProductRow = {
  report_type: ReportTypeCode;
  delivery: DeliveryCode;
  product_code: string;
  label: string;
  price_cents: number | string;
  trt_frequency: LenderProduct['trtFrequency'];
  roa_frequency: LenderProduct['roaFrequency'];
  wi_frequency: LenderProduct['wiFrequency'];
};

export const toLenderProduct = (r: LenderProductRow): LenderProduct => ({
  reportType: r.report_type,
  delivery: r.delivery,
  productCode: r.product_code,
  label: r.label,
  priceCents: Number(r.price_cents),
  trtFrequency: r.trt_frequency,
  roaFrequency: r.roa_frequency,
  wiFrequency: r.wi_frequency,
});

/**
 * What placing an order checks about the lender, in one round trip (it runs on every order): the
 * active products and whether Express and Same Day may be ordered.
 */
export async function findOrderTerms(db: Database, lenderId: string) {
  const row = await db
    .selectFrom('lenders')
    .select([
      'can_order_express',
      'can_order_same_day',
      sql<
        LenderProductRow[]
      >`(select coalesce(json_agg(p), '[]') from lender_products p where p.lender_id = lenders.id and p.active)`.as(
        'products',
      ),
    ])
    .where('id', '=', lenderId)
    .executeTakeFirstOrThrow();
  return {
    flags: { canOrderExpress: row.can_order_express, canOrderSameDay: row.can_order_same_day },
    products: row.products.map(toLenderProduct),
  };
}

/** The clients asked for (of this lender only) and their open orders, in one round trip. */
export async function findClientsWithOpenOrders(db: Database, lenderId: string, clientIds: readonly string[]) {
  if (clientIds.length === 0) return { clients: [], openOrders: [] };
  const rows = await db
    .selectFrom('clients')
    .select([
      'id',
      'business_name',
      'client_type',
      'status',
      sql<
        { delivery: string; created_at: string }[] | null
      >`(select json_agg(json_build_object('delivery', o.delivery, 'created_at', o.created_at))
        from orders o where o.lender_id = clients.lender_id and o.client_id = clients.id and o.status in (${sql.join(OPEN_ORDER_STATUSES)}))`.as(
        'open_orders',
      ),
    ])
    .where('lender_id', '=', lenderId)
    .where('id', 'in', clientIds)
    .execute();
  return {
    clients: rows.map((r) => ({
      id: r.id,
      businessName: r.business_name,
      clientType: r.client_type,
      status: r.status,
    })),
    openOrders: rows.flatMap((r) =>
      (r.open_orders ?? []).map((o) => ({ client_id: r.id, delivery: o.delivery, created_at: new Date(o.created_at) })),
    ),
  };
}

/** Active users of the lender who may own an order (docs/decisions/062). */
export async function listOrderOwners(db: Database, lenderId: string, roles: readonly string[]) {
  const rows = await db
    .selectFrom('user_lenders')
    .innerJoin('users', 'users.id', 'user_lenders.user_id')
    .select(['users.id', 'users.first_name', 'users.last_name'])
    .where('user_lenders.lender_id', '=', lenderId)
    .where('user_lenders.role', 'in', roles)
    .where('users.status', '=', 'ACTIVE')
    .where('users.kind', '=', 'PERSON')
    .orderBy('users.last_name')
    .orderBy('users.first_name')
    .execute();
  return rows.map((r) => ({ id: r.id, name: `${r.first_name} ${r.last_name}` }));
}

export type OrderRow = Awaited<ReturnType<typeof listOrdersByIds>>[number];
/** A row with its report; the client page's rows also carry the signature request's status (/api/v1's do not). */
export type ClientOrderRow = Omit<
  Awaited<ReturnType<typeof listOrdersOfClient>>[number],
  'signature_request_status'
> & {
  signature_request_status?: SignatureRequestStatus | null;
};

/** A client's orders, newest first, each with its report (kind ORDER) when it has one and the signature request it waits or waited on. */
export async function listOrdersOfClient(db: Database, lenderId: string, clientId: string) {
  return selectOrders(db, lenderId)
    .leftJoin('reports', (join) =>
      join.onRef('reports.order_id', '=', 'orders.id').on('reports.lender_id', '=', lenderId),
    )
    .leftJoin('signature_requests as sr', (join) =>
      join.onRef('sr.id', '=', 'orders.signature_request_id').on('sr.lender_id', '=', lenderId),
    )
    .select(['reports.id as report_id', 'reports.status as report_status', 'sr.status as signature_request_status'])
    .where('orders.client_id', '=', clientId)
    .orderBy('orders.created_at', 'desc')
    .execute();
}

export async function listOrdersOfSubmission(db: Database, lenderId: string, submissionId: string) {
  return selectOrders(db, lenderId)
    .where('orders.submission_id', '=', submissionId)
    .orderBy('clients.business_name')
    .execute();
}

export async function listOrdersByIds(db: Database, lenderId: string, ids: readonly string[]) {
  return selectOrders(db, lenderId).where('orders.id', 'in', ids).orderBy('clients.business_name').execute();
}

/** The spouse's form of a joint filer's current pair, when `formFileId` is the client's current form (docs/decisions/218). */
export async function spouseFormOf(
  db: Database,
  lenderId: string,
  clientId: string,
  formFileId: string,
): Promise<string | null> {
  const c = await db
    .selectFrom('clients')
    .select('spouse_form_file_id')
    .where('lender_id', '=', lenderId)
    .where('id', '=', clientId)
    .where('form_file_id', '=', formFileId)
    .executeTakeFirst();
  return c?.spouse_form_file_id ?? null;
}

/** What each of these orders is billed: the sum of its invoice lines (orders without lines are left out). */
export async function sumInvoiceLinesOfOrders(db: Database, lenderId: string, orderIds: readonly string[]) {
  return db
    .selectFrom('invoice_lines')
    .select(['order_id', sql<string>`sum(amount_cents)`.as('cents')])
    .where('lender_id', '=', lenderId)
    .where('order_id', 'in', orderIds)
    .groupBy('order_id')
    .execute();
}

/** The reader's profile zone, when the user exists. */
export async function findUserTimeZone(db: Database, userId: string) {
  return db.selectFrom('users').select('time_zone').where('id', '=', userId).executeTakeFirst();
}
