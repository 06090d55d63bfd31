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
  const ids = rows.map((r) => r.id);
  const [reports, bundles] = await Promise.all([
    db
      .selectFrom('reports')
      .select(['id', 'client_id', 'completed_at', 'periods', 'total_liability_cents', 'risk_level'])
      .where('lender_id', '=', lenderId)
      .where('status', '=', 'COMPLETED')
      .where('completed_at', 'is not', null)
      .where('client_id', 'in', ids)
      .orderBy('completed_at')
      .orderBy('id')
      .execute(),
    db.selectFrom('bundle_clients').select(['client_id', 'bundle_id']).where('lender_id', '=', lenderId).where('client_id', 'in', ids).execute(),
  ]);
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
