import type { Database } from '../db/connection.js';
import { insertAuditEntries } from './audit-repo.js';

export type AuditEntry = {
  userId: string | null;
  lenderId: string | null;
  action: string;
  targetType?: string;
  targetId?: string;
  ip: string | null;
  details?: Record<string, unknown>;
};

/** Records who did what, for which lender, from where. Call it inside the action's transaction. */
export async function recordAudit(db: Database, entry: AuditEntry): Promise<void> {
  await recordAudits(db, [entry]);
}

/** Several audit entries in one statement (a batch job's rows), same rules as recordAudit. */
export async function recordAudits(db: Database, entries: AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await insertAuditEntries(db, entries);
}
