import type { Database } from '../../db/connection.js';
import { findLenderDataVersionRow } from './repo.js';

/**
 * The lender's data versions (migration 014, decision 125; the parts: migration 044, decision 222).
 * Each changes in the same transaction as the writes it follows, on whichever instance: `all` with
 * every write to the lender's clients, orders and reports; `clients`, `orders` and `latestReports`
 * (client_latest_reports, each active client's latest completed report) only with their own;
 * `settled` with reports and orders that are or were completed or rejected. Read
 * them before computing the answer they key: an answer computed afterwards is at least as new.
 */
export type LenderDataVersions = {
  all: number;
  clients: number;
  orders: number;
  latestReports: number;
  settled: number;
};

export async function readLenderDataVersions(db: Database, lenderId: string): Promise<LenderDataVersions> {
  const row = await findLenderDataVersionRow(db, lenderId);
  return {
    all: Number(row?.version ?? 0),
    clients: Number(row?.clients_version ?? 0),
    orders: Number(row?.orders_version ?? 0),
    latestReports: Number(row?.latest_reports_version ?? 0),
    settled: Number(row?.settled_version ?? 0),
  };
}
