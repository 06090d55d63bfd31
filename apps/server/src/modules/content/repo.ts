import { sql } from 'kysely';
import type { Database } from '../../db/connection.js';
import { containsPattern } from '../../db/like-pattern.js';

export type PostOrder = { orderby: 'menu_order' | 'date' | 'title' | 'id' | 'modified'; order: 'asc' | 'desc' };
const ORDER_COLUMN = {
  menu_order: 'menu_order',
  date: 'published_at',
  title: 'title',
  id: 'id',
  modified: 'modified_at',
} as const;

export type PostFilter = { postType: string; search?: string; faqTypeIds?: number[] };

function filteredPosts(db: Database, filter: PostFilter) {
  let q = db.selectFrom('content_posts').where('post_type', '=', filter.postType);
  if (filter.search) {
    const like = containsPattern(filter.search);
    q = q.where((eb) => eb.or([eb('title', 'ilike', like), eb('body_markdown', 'ilike', like)]));
  }
  if (filter.faqTypeIds?.length) q = q.where(sql<boolean>`faq_type_ids && ${sql.val(filter.faqTypeIds)}::integer[]`);
  return q;
}

export async function countPosts(db: Database, filter: PostFilter): Promise<number> {
  const row = await filteredPosts(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function listPosts(db: Database, filter: PostFilter, order: PostOrder, limit: number, offset: number) {
  return filteredPosts(db, filter)
    .selectAll()
    .orderBy(ORDER_COLUMN[order.orderby], order.order)
    .orderBy('id', order.order)
    .limit(limit)
    .offset(offset)
    .execute();
}
export type PostRow = Awaited<ReturnType<typeof listPosts>>[number];

export async function findPost(db: Database, id: number) {
  return db.selectFrom('content_posts').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function listMediaMeta(db: Database, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('content_media')
    .select(['id', 'title', 'file_name', 'mime_type'])
    .where('id', 'in', ids)
    .execute();
}

export async function findMedia(db: Database, id: number) {
  return db.selectFrom('content_media').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertMedia(
  db: Database,
  media: { title: string; fileName: string; mimeType: string; bytes: Buffer },
) {
  return db
    .insertInto('content_media')
    .values({ title: media.title, file_name: media.fileName, mime_type: media.mimeType, bytes: media.bytes })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export async function listFaqTypes(db: Database) {
  return db
    .selectFrom('content_faq_types as t')
    .select(['t.id', 't.name', 't.slug', 't.menu_order'])
    .select(
      sql<number>`(select count(*) from content_posts p where p.post_type = 'tg_tips' and t.id = any(p.faq_type_ids))`.as(
        'count',
      ),
    )
    .execute();
}

export async function listGlobalNotices(db: Database, onlyActive: boolean) {
  let q = db.selectFrom('global_notices').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc');
  if (onlyActive) q = q.where('active', '=', true);
  return q.execute();
}

export async function findCurrentTerms(db: Database) {
  return db.selectFrom('terms_versions').selectAll().orderBy('version', 'desc').limit(1).executeTakeFirst();
}

export async function listTermsVersions(db: Database) {
  return db
    .selectFrom('terms_versions')
    .select(['version', 'title', 'summary', 'published_at'])
    .orderBy('version', 'desc')
    .execute();
}

/** The cached answer of the upstream content site for this path and query, however old. */
export async function readContentCache(db: Database, key: string) {
  return db.selectFrom('content_cache').selectAll().where('key', '=', key).executeTakeFirst();
}

export async function writeContentCache(
  db: Database,
  key: string,
  answer: { status: number; body: string; headers: Record<string, string> },
  now: Date,
): Promise<void> {
  const values = { status: answer.status, body: answer.body, headers: JSON.stringify(answer.headers), fetched_at: now };
  await db
    .insertInto('content_cache')
    .values({ key, ...values })
    .onConflict((oc) => oc.column('key').doUpdateSet(values))
    .execute();
}
