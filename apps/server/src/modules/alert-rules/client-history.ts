import type { ReportSnapshot, RiskLevel, TaxPeriod } from '@taxlens/contracts';
import type { Database } from '../../db/connection.js';

export type HistoryReport = { id: string; completedAt: Date; snapshot: ReportSnapshot };

/** An active client with its completed reports, oldest first (by completion time, then id). */
export type ClientHistory = {
  clientId: string;
  businessName: string;
  clientType: string;
  bundleIds: string[];
  authorizationExpiresOn: string | null;
  reports: HistoryReport[];
};

const parse = <T>(raw: unknown): T => (typeof raw === 'string' ? JSON.parse(raw) : raw) as T;

/**
 * What every evaluation reads, loaded the same way for the consumer (one client), the daily job and
 * the preview (every active client of the lender), so the three judge alike.
 */
export async function loadClientHistories(db: Database, lenderId: string, clientIds?: readonly string[]): Promise<ClientHistory[]> {
  if (clientIds && clientIds.length === 0) return [];
  let clients = db
    .selectFrom('clients')
    .select(['id', 'business_name', 'client_type', (eb) => eb.cast<string | null>('authorization_expires_on', 'text').as('expires_on')])
    .where('lender_id', '=', lenderId)
    .where('status', '=', 'ACTIVE');
  if (clientIds) clients = clients.where('id', 'in', clientIds);
  const rows = await clients.orderBy('id').execute();
  if (rows.length === 0) return [];
  // Named clients by id; the whole lender by a join (an id list that long would pass the parameter limit).
  const ids = clientIds ? rows.map((r) => r.id) : null;
  let reportQuery = db
    .selectFrom('reports as r')
    .innerJoin('clients as c', (j) => j.onRef('c.id', '=', 'r.client_id').onRef('c.lender_id', '=', 'r.lender_id'))
    .select(['r.id', 'r.client_id', 'r.completed_at', 'r.periods', 'r.total_liability_cents', 'r.risk_level'])
    .where('r.lender_id', '=', lenderId)
    .where('r.status', '=', 'COMPLETED')
    .where('r.completed_at', 'is not', null)
    .where('c.status', '=', 'ACTIVE');
  let bundleQuery = db.selectFrom('bundle_clients').select(['client_id', 'bundle_id']).where('lender_id', '=', lenderId);
  if (ids) {
    reportQuery = reportQuery.where('r.client_id', 'in', ids);
    bundleQuery = bundleQuery.where('client_id', 'in', ids);
  }
  const [reports, bundles] = await Promise.all([reportQuery.orderBy('r.completed_at').orderBy('r.id').execute(), bundleQuery.execute()]);
  const byId = new Map<string, ClientHistory>(
    rows.map((r) => [r.id, { clientId: r.id, businessName: r.business_name, clientType: r.client_type, bundleIds: [], authorizationExpiresOn: r.expires_on, reports: [] }]),
  );
  for (const b of bundles) byId.get(b.client_id)?.bundleIds.push(b.bundle_id);
  for (const r of reports) {
    byId.get(r.client_id)?.reports.push({
      id: r.id,
      completedAt: r.completed_at!,
      snapshot: { periods: parse<TaxPeriod[]>(r.periods), totalLiabilityCents: r.total_liability_cents, riskLevel: r.risk_level as RiskLevel | null },
    });
  }
  return [...byId.values()];
}
