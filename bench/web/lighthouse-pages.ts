import type { Database } from '../../apps/server/src/db/connection.js';
import { createBundle, setCapabilities } from '../../apps/server/src/demo/seed/factories.js';
import { OPEN_ORDER_STATUSES } from '../../apps/server/src/modules/orders/repo.js';
import { ensureBenchOperator } from '../support/bench-operator.js';
import { ensureBenchUsers, ensureTotpUsers } from '../support/bench-users.js';
import type { BenchUser } from '../support/sign-in.js';

/**
 * Who opens a page: a loan officer of the bench lender, its lender admin (invoices are theirs:
 * INVOICE_ROLES), a loan officer of a lender that orders on demand, TaxLens operations staff, or
 * the borrower, on the link's first visit or back after the identity step. `null`: nobody signed in.
 */
export type Visitor = 'lender' | 'lender admin' | 'on-demand lender' | 'operator' | 'signer' | 'signer after identity';

/** The ids and links the pages need, made or found in the data set (see lighthouse-fixtures.ts). */
export type PageTargets = {
  clientId: () => Promise<string>;
  bundleLeadId: () => Promise<string>;
  onDemandClientId: () => Promise<string>;
  opsReportId: () => Promise<string>;
  signingToken: (visitor: 'signer' | 'signer after identity') => Promise<string>;
};

export type PageSpec = {
  /** Its name in the table and in BENCH_LIGHTHOUSE_PAGES (no commas: that list is comma-separated). */
  name: string;
  visitor: Visitor | null;
  path: (t: PageTargets) => Promise<string> | string;
  /** The presets it is measured in (both when unset): operations work at a desk, a borrower signs on a phone. */
  formFactors?: string[];
};

/** Every page a lender, an operator or a borrower opens (issue 50), in the order they are measured. */
export const LIGHTHOUSE_PAGES: PageSpec[] = [
  { name: 'login page', visitor: null, path: () => '/auth/login' },
  { name: 'dashboard', visitor: 'lender', path: () => '/' },
  { name: 'client page', visitor: 'lender', path: async (t) => `/client/${await t.clientId()}` },
  { name: 'place order', visitor: 'lender', path: async (t) => `/place-order/${await t.clientId()}` },
  // A bundle's client: Place Order opens with the bundle offer over the form (order-form.tsx).
  { name: 'place order bundle', visitor: 'lender', path: async (t) => `/place-order/${await t.bundleLeadId()}` },
  {
    name: 'place order on-demand',
    visitor: 'on-demand lender',
    path: async (t) => `/place-order/on-demand/${await t.onDemandClientId()}`,
  },
  { name: 'portfolio clients', visitor: 'lender', path: () => '/portfolio/clients' },
  { name: 'portfolio orders', visitor: 'lender', path: () => '/portfolio/orders' },
  { name: 'portfolio overview', visitor: 'lender', path: () => '/portfolio/overview' },
  { name: 'incomplete authorizations', visitor: 'lender', path: () => '/portfolio/incomplete-auth' },
  { name: 'expiring forms', visitor: 'lender', path: () => '/portfolio/expiring-forms' },
  // A common word of business names: a full first page of results.
  { name: 'search results', visitor: 'lender', path: () => '/search?q=holdings' },
  { name: 'trends', visitor: 'lender', path: () => '/portfolio/trends' },
  { name: 'alert rules', visitor: 'lender', path: () => '/settings/alert-rules' },
  { name: 'import', visitor: 'lender', path: () => '/client/import' },
  { name: 'settings', visitor: 'lender', path: () => '/settings' },
  { name: 'invoices', visitor: 'lender admin', path: () => '/invoices' },
  { name: 'operations queue', visitor: 'operator', path: () => '/ops', formFactors: ['desktop'] },
  {
    name: 'operations report',
    visitor: 'operator',
    path: async (t) => `/ops/reports/${await t.opsReportId()}`,
    formFactors: ['desktop'],
  },
  {
    name: 'signing page',
    visitor: 'signer',
    path: async (t) => `/sign/${await t.signingToken('signer')}`,
    formFactors: ['mobile'],
  },
  // The same link in the browser that passed the identity step (its pass cookie): the signing step.
  {
    name: 'signing page after identity',
    visitor: 'signer after identity',
    path: async (t) => `/sign/${await t.signingToken('signer after identity')}`,
    formFactors: ['mobile'],
  },
];

const OTHER_LENDER = 'Other Lender';

/**
 * The users who sign in, made once per data set. The on-demand loan officer belongs to the data
 * set's second lender, whose ondemandorder capability is turned on here: the bench lender's stays
 * off, so its Place Order is the single order form.
 */
export async function ensureVisitors(
  db: Database,
  lenderId: string,
  visitors: Set<Visitor>,
): Promise<Map<Visitor, BenchUser>> {
  const users = new Map<Visitor, BenchUser>();
  if (visitors.has('lender')) users.set('lender', (await ensureBenchUsers(db, lenderId, 1))[0]!);
  if (visitors.has('lender admin')) {
    const spec = { username: 'bench.lender.admin', lenders: [{ lenderId, role: 'ROLE_LENDERADMIN' as const }] };
    users.set('lender admin', (await ensureTotpUsers(db, [spec]))[0]!);
  }
  if (visitors.has('on-demand lender')) {
    const other = await otherLenderId(db);
    await setCapabilities(db, other, { ondemandorder: 'ACTIVE' });
    const spec = { username: 'bench.ondemand.user', lenders: [{ lenderId: other, role: 'ROLE_LENDER' as const }] };
    users.set('on-demand lender', (await ensureTotpUsers(db, [spec]))[0]!);
  }
  if (visitors.has('operator')) users.set('operator', await ensureBenchOperator(db));
  return users;
}

export const otherLenderId = async (db: Database) =>
  (await db.selectFrom('lenders').select('id').where('company_name', '=', OTHER_LENDER).executeTakeFirstOrThrow()).id;

/** The first active client of a lender (by id), other than `except`, of a type when asked. */
export async function firstActiveClient(
  db: Database,
  lenderId: string,
  options: { except?: string[]; business?: boolean; offset?: number } = {},
): Promise<string> {
  let query = db.selectFrom('clients').select('id').where('lender_id', '=', lenderId).where('status', '=', 'ACTIVE');
  if (options.except?.length) query = query.where('id', 'not in', options.except);
  // A business has no spouse who signs a form of their own (decision 218): one request, one link.
  if (options.business) query = query.where('client_type', '<>', 'individual');
  const row = await query
    .orderBy('id')
    .offset(options.offset ?? 0)
    .limit(1)
    .executeTakeFirstOrThrow();
  return row.id;
}

const BENCH_BUNDLE = 'Bench bundle';

/**
 * The lead client of the bench lender's bundle, made once per data set from three active clients
 * without an open order (Place Order offers a bundle only to a client with none pending), taken from
 * the end of the id order so the single Place Order's client is never one of them.
 */
export async function ensureBundleLead(db: Database, lenderId: string): Promise<string> {
  const existing = await db
    .selectFrom('bundles')
    .innerJoin('bundle_clients', 'bundle_clients.bundle_id', 'bundles.id')
    .select('bundle_clients.client_id')
    .where('bundles.lender_id', '=', lenderId)
    .where('bundles.name', '=', BENCH_BUNDLE)
    .orderBy('bundle_clients.position')
    .executeTakeFirst();
  if (existing) return existing.client_id;
  const clients = await db
    .selectFrom('clients as c')
    .select('c.id')
    .where('c.lender_id', '=', lenderId)
    .where('c.status', '=', 'ACTIVE')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('orders as o')
            .select('o.id')
            .whereRef('o.client_id', '=', 'c.id')
            .where('o.status', 'in', [...OPEN_ORDER_STATUSES]),
        ),
      ),
    )
    .orderBy('c.id', 'desc')
    .limit(3)
    .execute();
  if (clients.length < 2) throw new Error('no two active clients without an open order for the bench bundle');
  await createBundle(db, { lenderId, name: BENCH_BUNDLE, clientIds: clients.map((c) => c.id) });
  return clients[0]!.id;
}
