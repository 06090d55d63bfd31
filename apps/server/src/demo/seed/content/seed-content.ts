import type { Database } from '../../../db/connection.js';
import { renderMarkdown } from '../../../platform/markdown.js';
import { slugify } from '../../../platform/slug.js';
import { FAQ_CATEGORIES, FAQS } from './faq.js';
import { insertFaqType, insertMedia, insertPost, insertTermsVersion } from './repo.js';
import { NEWS, RELEASES, type SeedPost } from './news.js';
import { renderCardImage, renderResourcePdf } from './render-files.js';
import { RESOURCES } from './resources.js';
import { TERMS_V1 } from './terms.js';

const DAY_MS = 86_400_000;

const rendered = (markdown: string) => ({ body_markdown: markdown, body_html: renderMarkdown(markdown) });
const excerpt = (markdown: string) => ({ excerpt_markdown: markdown, excerpt_html: renderMarkdown(markdown) });

async function seedPosts(db: Database, postType: 'posts' | 'releases', posts: SeedPost[], now: Date): Promise<void> {
  for (const post of posts) {
    const image = post.colour
      ? await insertMedia(
          db,
          post.title,
          `${slugify(post.title)}.svg`,
          'image/svg+xml',
          renderCardImage(post.title, post.colour),
        )
      : null;
    const at = new Date(now.getTime() - post.daysAgo * DAY_MS);
    await insertPost(db, {
      post_type: postType,
      slug: slugify(post.title),
      title: post.title,
      ...rendered(post.markdown),
      ...excerpt(post.excerpt),
      featured_media_id: image,
      published_at: at,
      modified_at: at,
    });
  }
}

/**
 * The content service's demo content: FAQ categories and questions, resources with real PDFs,
 * news, release posts and the Terms & Conditions version 1 (which is not a pending notice: every
 * demo user agreed to it when their company signed up, docs/decisions/042).
 */
export async function seedContent(db: Database, options: { now: Date; productName?: string }): Promise<void> {
  const { now } = options;
  const productName = options.productName ?? 'TaxLens';
  const categoryIds = new Map<string, number>();
  // The FAQ page asks for categories by menu_order desc (spec 2 §7): the first category has the highest.
  for (const [i, name] of FAQ_CATEGORIES.entries()) {
    const id = await insertFaqType(db, { name, slug: slugify(name), menu_order: FAQ_CATEGORIES.length - i });
    categoryIds.set(name, id);
  }
  for (const [i, faq] of FAQS.entries()) {
    await insertPost(db, {
      post_type: 'tg_tips',
      slug: slugify(faq.title),
      title: faq.title,
      ...rendered(faq.markdown),
      menu_order: i + 1,
      faq_type_ids: [categoryIds.get(faq.category)!],
    });
  }

  for (const [i, resource] of RESOURCES.entries()) {
    const pdf = await renderResourcePdf(resource, productName);
    const file = await insertMedia(db, resource.title, resource.fileName, 'application/pdf', pdf);
    const image = await insertMedia(
      db,
      resource.title,
      resource.fileName.replace(/\.pdf$/, '.svg'),
      'image/svg+xml',
      renderCardImage(resource.title, resource.colour),
    );
    await insertPost(db, {
      post_type: 'portal_resources',
      slug: slugify(resource.title),
      title: resource.title,
      ...excerpt(resource.excerpt),
      ...rendered(resource.excerpt),
      menu_order: i + 1,
      featured_media_id: image,
      attached_media_id: file,
    });
  }

  await seedPosts(db, 'posts', NEWS, now);
  await seedPosts(db, 'releases', RELEASES, now);

  await insertTermsVersion(db, {
    version: 1,
    title: TERMS_V1.title,
    summary: TERMS_V1.summary,
    body_markdown: TERMS_V1.markdown,
    body_html: renderMarkdown(TERMS_V1.markdown),
    notice_id: null,
    published_at: new Date(now.getTime() - 200 * DAY_MS),
  });
}
