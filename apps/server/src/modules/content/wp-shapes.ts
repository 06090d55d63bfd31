import type { WpPost } from '@taxlens/contracts';
import { escapeHtml } from '../../platform/html.js';
import type { PostRow } from './repo.js';

export type MediaMeta = { id: number; title: string; file_name: string; mime_type: string };

export const CONTENT_FILE_PATH = '/wp-json/portal/v1/media';
/** Where a stored file is downloaded (an upstream site gives its own URLs instead). */
export const mediaUrl = (m: { id: number; file_name: string }) =>
  `${CONTENT_FILE_PATH}/${m.id}/${encodeURIComponent(m.file_name)}`;

const iso = (d: Date) => new Date(d).toISOString().slice(0, 19);

function embeddedMedia(m: MediaMeta) {
  return {
    id: m.id,
    source_url: mediaUrl(m),
    alt_text: m.title,
    media_type: m.mime_type.startsWith('image/') ? 'image' : 'file',
    mime_type: m.mime_type,
    title: { rendered: escapeHtml(m.title) },
  };
}

/** A stored post in the WordPress REST shape (post types as the portal's content site has them). */
export function toWpPost(row: PostRow, media: Map<number, MediaMeta>, embed: boolean): WpPost {
  const featured = row.featured_media_id ? media.get(row.featured_media_id) : undefined;
  const attached = row.attached_media_id ? media.get(row.attached_media_id) : undefined;
  return {
    id: row.id,
    date: iso(row.published_at),
    modified: iso(row.modified_at),
    slug: row.slug,
    status: 'publish',
    type: row.post_type === 'posts' ? 'post' : row.post_type,
    // In-page links are relative (docs/decisions/160): an absolute one built from configuration leaves the
    // session behind whenever the user came in by another host name.
    link: row.link ?? `/news/${row.id}`,
    // WordPress's rendered fields are HTML: a title is text, so it goes out escaped (docs/decisions/143).
    title: { rendered: escapeHtml(row.title) },
    content: { rendered: row.body_html, protected: false },
    excerpt: { rendered: row.excerpt_html, protected: false },
    featured_media: row.featured_media_id ?? 0,
    menu_order: row.menu_order,
    ...(row.post_type === 'tg_tips' ? { faq_type: row.faq_type_ids } : {}),
    acf: attached ? { attached_media: mediaUrl(attached) } : {},
    ...(embed && featured ? { _embedded: { 'wp:featuredmedia': [embeddedMedia(featured)] } } : {}),
  };
}
