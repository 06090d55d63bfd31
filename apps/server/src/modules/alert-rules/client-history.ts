import type { ReportSnapshot, RiskLevel, TaxPeriod } from '@taxlens/contracts';
import type { Database } from '../../db/connection.js';
import { listActiveClients, listBundleMemberships, listCompletedReports, pageActiveClientIds } from './history-repo.js';

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

/** Clients read at a time when a whole lender is evaluated: memory holds one batch's reports, not the lender's. */
export const HISTORY_BATCH_SIZE = 500;

/**
 * What every evaluation reads, loaded the same way for the consumer (one client) and, a batch at a
 * time, for the daily job and the preview (lenderHistories), so the three judge alike. Inactive
 * clients among `clientIds` are left out.
 */
export async function loadClientHistories(
  db: Database,
  lenderId: string,
  clientIds: readonly string[],
): Promise<ClientHistory[]> {
  if (clientIds.length === 0) return [];
  const rows = await listActiveClients(db, lenderId, clientIds);
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [reports, bundles] = await Promise.all([
    listCompletedReports(db, lenderId, ids),
    listBundleMemberships(db, lenderId, ids),
  ]);
  const byId = new Map<string, ClientHistory>(
    rows.map((r) => [
      r.id,
      {
        clientId: r.id,
        businessName: r.business_name,
        clientType: r.client_type,
        bundleIds: [],
        authorizationExpiresOn: r.expires_on,
        reports: [],
      },
    ]),
  );
  for (const b of bundles) byId.get(b.client_id)?.bundleIds.push(b.bundle_id);
  for (const r of reports) {
    byId.get(r.client_id)?.reports.push({
      id: r.id,
      completedAt: r.completed_at!,
      snapshot: {
        periods: parse<TaxPeriod[]>(r.periods),
        totalLiabilityCents: r.total_liability_cents,
        riskLevel: r.risk_level as RiskLevel | null,
      },
    });
  }
  return [...byId.values()];
}

/** Every active client's history of the lender, `batchSize` clients at a time in id order (keyset, so a batch costs the same at any depth). */
export async function* lenderHistories(
  db: Database,
  lenderId: string,
  batchSize = HISTORY_BATCH_SIZE,
): AsyncGenerator<ClientHistory[]> {
  let after: string | null = null;
  for (;;) {
    const ids = await pageActiveClientIds(db, lenderId, after, batchSize);
    if (ids.length === 0) return;
    yield await loadClientHistories(db, lenderId, ids);
    if (ids.length < batchSize) return;
    after = ids.at(-1)!;
  }
}
