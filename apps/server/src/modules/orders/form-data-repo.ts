import {
  type DeliveryCode,
  OPEN_SIGNATURE_STATUSES,
  type OpenSignatureRequest,
  type SigningContact,
} from '@taxlens/contracts';
import { sql } from 'kysely';
import type { Database } from '../../db/connection.js';
import {
  type LenderProduct,
  type LenderProductRow,
  OPEN_ORDER_STATUSES,
  type OrderableClient,
  toLenderProduct,
} from './repo.js';

type ClientJson = {
  id: string;
  business_name: string;
  client_type: string;
  status: string;
  contact_name: string | null;
  contact_email: string | null;
  contact_mobile: string | null;
  contact_title: string | null;
  /** A joint filer's spouse (decision 218), null for any other client. */
  spouse_name: string | null;
  spouse_email: string | null;
  spouse_mobile: string | null;
};

type FactsRow = ClientJson & {
  mates: ClientJson[];
  open_orders: { client_id: string; delivery: DeliveryCode; created_at: string }[];
  open_requests: (OpenSignatureRequest & { client_id: string })[];
  can_order_express: boolean;
  can_order_same_day: boolean;
  capabilities: { name: string; state: string }[];
  products: LenderProductRow[];
  owners: { id: string; first_name: string; last_name: string }[] | null;
};

/** A client as the order form shows it: with its signing contact and open signature request (decision 217). */
export type FormClient = OrderableClient & {
  signingContact: SigningContact | null;
  openSignatureRequest: OpenSignatureRequest | null;
};

export type PlaceOrderFacts = {
  client: FormClient;
  /** Other clients sharing a bundle with the client, in bundle order. */
  mates: FormClient[];
  openOrders: { client_id: string; delivery: DeliveryCode; created_at: Date }[];
  flags: { canOrderExpress: boolean; canOrderSameDay: boolean; capabilities: { name: string; state: string }[] };
  products: LenderProduct[];
  owners: { id: string; name: string }[] | null;
};

function toFormClient(r: ClientJson, openRequests: FactsRow['open_requests']): FormClient {
  const contact = { name: r.contact_name, email: r.contact_email, mobile: r.contact_mobile, title: r.contact_title };
  const open = openRequests.find((q) => q.client_id === r.id);
  const spouse = r.spouse_name
    ? { spouse: { name: r.spouse_name, email: r.spouse_email, mobile: r.spouse_mobile } }
    : {};
  return {
    id: r.id,
    businessName: r.business_name,
    clientType: r.client_type,
    status: r.status,
    signingContact: Object.values(contact).some(Boolean) || r.spouse_name ? { ...contact, ...spouse } : null,
    openSignatureRequest: open
      ? { id: open.id, signerName: open.signerName, spouseSignerName: open.spouseSignerName, status: open.status }
      : null,
  };
}

/**
 * Everything the order form shows about one client and its lender, in one statement (docs/decisions/152: a
 * read must cost like one): the client, its bundle mates, their open orders, the lender's ordering
 * flags, capabilities and active products, and (ownerRoles given) the users who may own an order;
 * with each client its signing contact and newest open signature request (by the request's client index).
 * Each part is an index range: clients and lenders by key, bundle_clients by client and by bundle,
 * open orders by orders_one_open_per_client, the lender's rows by their (lender_id, ...) keys and
 * user_lenders_lender. Undefined when the client is not this lender's.
 */
export async function findPlaceOrderFacts(
  db: Database,
  input: { lenderId: string; clientId: string; ownerRoles: readonly string[] | null },
): Promise<PlaceOrderFacts | undefined> {
  const open = sql.join(OPEN_ORDER_STATUSES);
  // A joint filer's spouse (decision 218): the spouse's signer fields start from it.
  const joint = sql`c.client_type = 'individual' and c.spouse_tax_id_encrypted is not null`;
  const spouseColumns = sql`case when ${joint} then c.spouse_first_name || ' ' || c.spouse_last_name end as spouse_name,
    case when ${joint} then c.spouse_email end as spouse_email, case when ${joint} then c.spouse_mobile end as spouse_mobile`;
  const openRequest = sql.join(OPEN_SIGNATURE_STATUSES);
  const owners = input.ownerRoles
    ? sql`(select coalesce(json_agg(json_build_object('id', u.id, 'first_name', u.first_name, 'last_name', u.last_name)
          order by u.last_name, u.first_name), '[]')
        from user_lenders ul join users u on u.id = ul.user_id
        where ul.lender_id = l.id and ul.role in (${sql.join(input.ownerRoles)}) and u.status = 'ACTIVE')`
    : sql`null`;
  const { rows } = await sql<FactsRow>`
    with mates as (
      select distinct on (c.id) c.id, c.business_name, c.client_type, c.status,
        c.contact_name, c.contact_email, c.contact_mobile, c.contact_title, ${spouseColumns}, mate.position
      from bundle_clients mine
      join bundle_clients mate on mate.bundle_id = mine.bundle_id and mate.client_id <> mine.client_id
      join clients c on c.id = mate.client_id and c.lender_id = mine.lender_id
      where mine.lender_id = ${input.lenderId} and mine.client_id = ${input.clientId} and c.status not in ('ARCHIVED', 'CLOSED')
      order by c.id, mate.position
    )
    select c.id, c.business_name, c.client_type, c.status, c.contact_name, c.contact_email, c.contact_mobile, c.contact_title, ${spouseColumns},
      (select coalesce(json_agg(json_build_object('id', m.id, 'business_name', m.business_name, 'client_type', m.client_type, 'status', m.status,
          'contact_name', m.contact_name, 'contact_email', m.contact_email, 'contact_mobile', m.contact_mobile, 'contact_title', m.contact_title,
          'spouse_name', m.spouse_name, 'spouse_email', m.spouse_email, 'spouse_mobile', m.spouse_mobile)
        order by m.position, m.business_name), '[]') from mates m) as mates,
      (select coalesce(json_agg(json_build_object('client_id', q.client_id, 'id', q.id, 'signerName', q.signer_name, 'status', q.status,
          'spouseSignerName', (select s.signer_name from signature_requests s where s.pair_id = q.pair_id and s.signer_role = 'SPOUSE'))), '[]')
        from (select distinct on (sr.client_id) sr.client_id, sr.id, sr.signer_name, sr.status, sr.pair_id
          from signature_requests sr
          where sr.lender_id = c.lender_id and sr.status in (${openRequest}) and sr.signer_role = 'TAXPAYER'
            and sr.client_id in (select c.id union all select m.id from mates m)
          order by sr.client_id, sr.sent_at desc) q) as open_requests,
      (select coalesce(json_agg(json_build_object('client_id', o.client_id, 'delivery', o.delivery, 'created_at', o.created_at)), '[]')
        from orders o
        where o.lender_id = c.lender_id and o.status in (${open})
          and o.client_id in (select c.id union all select m.id from mates m)) as open_orders,
      l.can_order_express, l.can_order_same_day,
      (select coalesce(json_agg(json_build_object('name', lc.name, 'state', lc.state)), '[]')
        from lender_capabilities lc where lc.lender_id = l.id) as capabilities,
      (select coalesce(json_agg(p), '[]') from lender_products p where p.lender_id = l.id and p.active) as products,
      ${owners} as owners
    from clients c join lenders l on l.id = c.lender_id
    where c.lender_id = ${input.lenderId} and c.id = ${input.clientId}`.execute(db);
  const row = rows[0];
  if (!row) return undefined;
  return {
    client: toFormClient(row, row.open_requests),
    mates: row.mates.map((m) => toFormClient(m, row.open_requests)),
    openOrders: row.open_orders.map((o) => ({
      client_id: o.client_id,
      delivery: o.delivery,
      created_at: new Date(o.created_at),
    })),
    flags: {
      canOrderExpress: row.can_order_express,
      canOrderSameDay: row.can_order_same_day,
      capabilities: row.capabilities,
    },
    products: row.products.map(toLenderProduct),
    owners: row.owners?.map((u) => ({ id: u.id, name: `${u.first_name} ${u.last_name}` })) ?? null,
  };
}
