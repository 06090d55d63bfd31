import type { Database } from '../../db/connection.js';

/** Active notices for everyone or for the selected lender that the user has not accepted. */
export async function listPendingNotices(db: Database, userId: string, lenderId: string | null) {
  return db
    .selectFrom('notices')
    .select(['id', 'title', 'body', 'created_at'])
    .where('active', '=', true)
    .where((eb) =>
      lenderId ? eb.or([eb('lender_id', 'is', null), eb('lender_id', '=', lenderId)]) : eb('lender_id', 'is', null),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('notice_acceptances')
            .select('notice_id')
            .whereRef('notice_acceptances.notice_id', '=', 'notices.id')
            .where('notice_acceptances.user_id', '=', userId),
        ),
      ),
    )
    .orderBy('created_at')
    .execute();
}

export async function insertAcceptance(db: Database, noticeId: string, userId: string, ip: string): Promise<void> {
  await db
    .insertInto('notice_acceptances')
    .values({ notice_id: noticeId, user_id: userId, ip })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function insertNotice(db: Database, notice: { title: string; body: string; lenderId: string | null }) {
  return db
    .insertInto('notices')
    .values({ title: notice.title, body: notice.body, lender_id: notice.lenderId })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export async function deactivateNotice(db: Database, noticeId: string): Promise<void> {
  await db.updateTable('notices').set({ active: false }).where('id', '=', noticeId).execute();
}
