import type { Database } from '../../../db/connection.js';

export type NoticeInput = {
  /** null: a notice for every lender's users. */
  lenderId?: string | null;
  title?: string;
  body?: string;
  active?: boolean;
  createdAt?: Date;
};

export async function createNotice(db: Database, input: NoticeInput = {}): Promise<{ id: string }> {
  return db
    .insertInto('notices')
    .values({
      lender_id: input.lenderId ?? null,
      title: input.title ?? 'Portal terms update',
      body: input.body ?? 'Please review and accept the updated portal terms.',
      active: input.active ?? true,
      ...(input.createdAt ? { created_at: input.createdAt } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export async function acceptNotice(
  db: Database,
  noticeId: string,
  userIds: string[],
  acceptedAt: Date = new Date(),
): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .insertInto('notice_acceptances')
    .values(userIds.map((userId) => ({ notice_id: noticeId, user_id: userId, accepted_at: acceptedAt })))
    .onConflict((oc) => oc.doNothing())
    .execute();
}
