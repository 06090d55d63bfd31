import type { Database } from '../db/connection.js';

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
