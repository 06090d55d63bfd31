import type { Database } from '../db/connection.js';
import type { AuditEntry } from './audit.js';

/** Inserts audit entries in one statement, in the caller's transaction. */
export async function insertAuditEntries(db: Database, entries: readonly AuditEntry[]): Promise<void> {
  await db
    .insertInto('audit_log')
    .values(
      entries.map((entry) => ({
        user_id: entry.userId,
        lender_id: entry.lenderId,
        action: entry.action,
        target_type: entry.targetType ?? null,
        target_id: entry.targetId ?? null,
        ip: entry.ip,
        details: JSON.stringify(entry.details ?? {}),
      })),
    )
    .execute();
}
