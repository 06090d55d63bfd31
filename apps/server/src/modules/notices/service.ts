import type { EulaNotice } from '@taxlens/contracts';
import type { Database } from '../../db/connection.js';
import { recordAudit } from '../../platform/audit.js';
import { notFound } from '../../platform/errors.js';
import { deactivateNotice, insertAcceptance, insertNotice, listPendingNotices } from './repo.js';

export async function getPendingNotices(db: Database, userId: string, lenderId: string | null): Promise<EulaNotice[]> {
  const rows = await listPendingNotices(db, userId, lenderId);
  return rows.map((n) => ({ id: n.id, title: n.title, body: n.body, createdAt: new Date(n.created_at).toISOString() }));
}

/** Records acceptance of a notice the user can see; any other id is not found. */
export async function acceptNotice(
  db: Database,
  input: { userId: string; lenderId: string | null; noticeId: string; ip: string },
): Promise<EulaNotice[]> {
  const pending = await getPendingNotices(db, input.userId, input.lenderId);
  if (!pending.some((n) => n.id === input.noticeId)) throw notFound('The notice');
  await db.transaction().execute(async (tx) => {
    await insertAcceptance(tx, input.noticeId, input.userId, input.ip);
    await recordAudit(tx, {
      userId: input.userId,
      lenderId: input.lenderId,
      action: 'notice.accepted',
      targetType: 'notice',
      targetId: input.noticeId,
      ip: input.ip,
    });
  });
  return pending.filter((n) => n.id !== input.noticeId);
}

/**
 * Publishes a notice every user (or every user of one lender) must accept at the next sign-in, and
 * retires the notice it replaces. Call it inside the publishing transaction.
 */
export async function publishNotice(
  db: Database,
  input: { title: string; body: string; lenderId: string | null; replaces: string | null },
): Promise<{ id: string }> {
  if (input.replaces) await deactivateNotice(db, input.replaces);
  return insertNotice(db, { title: input.title, body: input.body, lenderId: input.lenderId });
}
