import type { Insertable, Updateable } from 'kysely';
import type { Database } from '../../db/connection.js';
import type {
  ContentFaqTypesTable,
  ContentPostsTable,
  GlobalNoticesTable,
  TermsVersionsTable,
} from '../../db/schema-content.js';

// SQL of the content editors' changes (posts, FAQ categories, global notices, terms versions).

export async function insertPost(tx: Database, values: Insertable<ContentPostsTable>) {
  return tx.insertInto('content_posts').values(values).returningAll().executeTakeFirstOrThrow();
}

/** The post after the change; undefined when there is no such post. */
export async function updatePostRow(tx: Database, id: number, values: Updateable<ContentPostsTable>) {
  return tx.updateTable('content_posts').set(values).where('id', '=', id).returningAll().executeTakeFirst();
}

/** Deletes the post; false when there was none. */
export async function deletePostRow(tx: Database, id: number): Promise<boolean> {
  const gone = await tx.deleteFrom('content_posts').where('id', '=', id).returning('id').executeTakeFirst();
  return gone !== undefined;
}

export async function insertFaqType(tx: Database, values: Insertable<ContentFaqTypesTable>) {
  return tx.insertInto('content_faq_types').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function updateFaqType(tx: Database, id: number, values: Updateable<ContentFaqTypesTable>) {
  return tx.updateTable('content_faq_types').set(values).where('id', '=', id).returningAll().executeTakeFirst();
}

/** Deletes the FAQ category and takes it off every post; false when there was none. */
export async function deleteFaqTypeRow(tx: Database, id: number): Promise<boolean> {
  const gone = await tx.deleteFrom('content_faq_types').where('id', '=', id).returning('id').executeTakeFirst();
  if (!gone) return false;
  await tx
    .updateTable('content_posts')
    .set((eb) => ({ faq_type_ids: eb.fn<number[]>('array_remove', ['faq_type_ids', eb.val(id)]) }))
    .execute();
  return true;
}

export async function insertGlobalNotice(tx: Database, values: Insertable<GlobalNoticesTable>) {
  return tx.insertInto('global_notices').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function updateGlobalNotice(tx: Database, id: number, values: Updateable<GlobalNoticesTable>) {
  return tx.updateTable('global_notices').set(values).where('id', '=', id).returningAll().executeTakeFirst();
}

/** Deletes the notice; false when there was none. */
export async function deleteGlobalNoticeRow(tx: Database, id: number): Promise<boolean> {
  const gone = await tx.deleteFrom('global_notices').where('id', '=', id).returning('id').executeTakeFirst();
  return gone !== undefined;
}

export async function insertTermsVersion(tx: Database, values: Insertable<TermsVersionsTable>): Promise<void> {
  await tx.insertInto('terms_versions').values(values).execute();
}

export async function attachMedia(tx: Database, postId: number, mediaId: number, now: Date) {
  return tx
    .updateTable('content_posts')
    .set({ attached_media_id: mediaId, modified_at: now })
    .where('id', '=', postId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteMedia(tx: Database, mediaId: number): Promise<void> {
  await tx.deleteFrom('content_media').where('id', '=', mediaId).execute();
}
