import type { GlobalNotice, Terms, WpPost, WpPostQuery, WpTerm, WpTermQuery } from '@taxlens/contracts';
import type { Database } from '../../db/connection.js';
import { notFound } from '../../platform/errors.js';
import * as repo from './repo.js';
import { type MediaMeta, toWpPost } from './wp-shapes.js';

/** WordPress's default page size. */
const WP_DEFAULT_PER_PAGE = 10;

export type WpPage<T> = { items: T[]; total: number; totalPages: number };

/** A post list as WordPress answers it: its own default order per type, paging, optional embedding. */
export async function listWpPosts(db: Database, postType: string, query: WpPostQuery): Promise<WpPage<WpPost>> {
  const perPage = query.per_page ?? query.posts_per_page ?? WP_DEFAULT_PER_PAGE;
  const filter: repo.PostFilter = {
    postType,
    ...(query.search ? { search: query.search } : {}),
    ...(query.faq_type ? { faqTypeIds: query.faq_type.split(',').map(Number) } : {}),
  };
  const order: repo.PostOrder = { orderby: query.orderby ?? 'date', order: query.order ?? 'desc' };
  const [total, rows] = await Promise.all([
    repo.countPosts(db, filter),
    repo.listPosts(db, filter, order, perPage, (query.page - 1) * perPage),
  ]);
  const embed = query._embed !== undefined || query.embed !== undefined;
  const mediaIds = rows
    .flatMap((r) => [r.featured_media_id, r.attached_media_id])
    .filter((id): id is number => id !== null);
  const media = new Map<number, MediaMeta>(
    (await repo.listMediaMeta(db, [...new Set(mediaIds)])).map((m) => [m.id, m]),
  );
  return {
    items: rows.map((r) => toWpPost(r, media, embed)),
    total,
    totalPages: Math.ceil(total / perPage),
  };
}

export async function getWpPost(db: Database, postType: string, id: number): Promise<WpPost> {
  const row = await repo.findPost(db, id);
  if (!row || row.post_type !== postType) throw notFound('The post');
  const ids = [row.featured_media_id, row.attached_media_id].filter((x): x is number => x !== null);
  const media = new Map<number, MediaMeta>((await repo.listMediaMeta(db, ids)).map((m) => [m.id, m]));
  return toWpPost(row, media, true);
}

export async function listWpFaqTypes(db: Database, query: WpTermQuery): Promise<WpPage<WpTerm>> {
  const perPage = query.per_page ?? WP_DEFAULT_PER_PAGE;
  const key = query.orderby ?? 'name';
  const direction = (query.order ?? 'asc') === 'asc' ? 1 : -1;
  const all = (await repo.listFaqTypes(db))
    .map((t) => ({ id: t.id, name: t.name, slug: t.slug, count: Number(t.count), menu_order: t.menu_order }))
    .sort((a, b) => {
      const x = key === 'menu_order' ? a.menu_order : key === 'id' ? a.id : a[key];
      const y = key === 'menu_order' ? b.menu_order : key === 'id' ? b.id : b[key];
      return (x < y ? -1 : x > y ? 1 : a.id - b.id) * direction;
    });
  const start = (query.page - 1) * perPage;
  return { items: all.slice(start, start + perPage), total: all.length, totalPages: Math.ceil(all.length / perPage) };
}

export async function listActiveGlobalNotices(db: Database): Promise<GlobalNotice[]> {
  const rows = await repo.listGlobalNotices(db, true);
  return rows.map((n) => ({ id: n.id, type: n.type as GlobalNotice['type'], title: n.title, content: n.body_html }));
}

export async function getCurrentTerms(db: Database): Promise<Terms> {
  const row = await repo.findCurrentTerms(db);
  if (!row) throw notFound('The Terms & Conditions');
  return {
    version: row.version,
    title: row.title,
    summary: row.summary,
    html: row.body_html,
    publishedAt: new Date(row.published_at).toISOString(),
  };
}

export async function getMediaFile(db: Database, id: number) {
  const media = await repo.findMedia(db, id);
  if (!media) throw notFound('The file');
  return { fileName: media.file_name, mimeType: media.mime_type, bytes: Buffer.from(media.bytes) };
}
