import { z } from 'zod';
import { text } from './text-fields.js';

/**
 * The content service in the WordPress REST shapes the specs name (spec 1 §3, §7; spec 2 §3, §7).
 * FAQ questions are the `tg_tips` post type, grouped by `faq_type` (docs/decisions/040).
 */
export const CONTENT_POST_TYPES = ['tg_tips', 'portal_resources', 'releases', 'posts'] as const;
export const contentPostTypeSchema = z.enum(CONTENT_POST_TYPES);
export type ContentPostType = z.infer<typeof contentPostTypeSchema>;

/** Spec 2 §9: FAQ and tips lists hold 100 per page; WordPress refuses more. */
export const WP_MAX_PER_PAGE = 100;

const perPage = z.coerce.number().int().min(1).max(WP_MAX_PER_PAGE);
const embedFlag = z.string().max(20).optional();

/** Query parameters of the post lists: orderby, order, per_page (or posts_per_page), page, _embed/embed. */
export const wpPostQuerySchema = z.object({
  orderby: z.enum(['menu_order', 'date', 'title', 'id', 'modified']).optional(),
  order: z.enum(['asc', 'desc']).optional(),
  per_page: perPage.optional(),
  posts_per_page: perPage.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  _embed: embedFlag,
  embed: embedFlag,
  search: text('Search', { max: 200 }).optional(),
  // Each id fits the database's integer column (9 digits at most), 50 ids at most.
  faq_type: z
    .string()
    .regex(/^\d{1,9}(,\d{1,9}){0,49}$/, 'FAQ type must be a comma-separated list of category IDs')
    .optional(),
});
export type WpPostQuery = z.infer<typeof wpPostQuerySchema>;

export const wpTermQuerySchema = z.object({
  orderby: z.enum(['menu_order', 'name', 'slug', 'id']).optional(),
  order: z.enum(['asc', 'desc']).optional(),
  per_page: perPage.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type WpTermQuery = z.infer<typeof wpTermQuerySchema>;

const rendered = z.object({ rendered: z.string() });
export const wpMediaSchema = z.object({
  id: z.number(),
  source_url: z.string(),
  alt_text: z.string(),
  media_type: z.string(),
  mime_type: z.string(),
  title: rendered,
});
export const wpPostSchema = z.object({
  id: z.number(),
  date: z.string(),
  modified: z.string(),
  slug: z.string(),
  status: z.literal('publish'),
  type: z.string(),
  link: z.string(),
  title: rendered,
  content: rendered.extend({ protected: z.boolean() }),
  excerpt: rendered.extend({ protected: z.boolean() }),
  featured_media: z.number(),
  menu_order: z.number(),
  faq_type: z.array(z.number()).optional(),
  acf: z.object({ attached_media: z.string().optional() }),
  _embedded: z.object({ 'wp:featuredmedia': z.array(wpMediaSchema).optional() }).optional(),
});
export type WpPost = z.infer<typeof wpPostSchema>;
export const wpTermSchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  count: z.number(),
  menu_order: z.number(),
});
export type WpTerm = z.infer<typeof wpTermSchema>;

/** Spec 1 §3: a global notice. */
export const GLOBAL_NOTICE_TYPES = ['warning', 'positive', 'other'] as const;
export const globalNoticeSchema = z.object({
  id: z.number(),
  type: z.enum(GLOBAL_NOTICE_TYPES),
  title: z.string(),
  content: z.string(),
});
export type GlobalNotice = z.infer<typeof globalNoticeSchema>;

/** The current Terms & Conditions (sanitized HTML) with its version. */
export const termsSchema = z.object({
  version: z.number(),
  title: z.string(),
  summary: z.string(),
  html: z.string(),
  publishedAt: z.string(),
});
export type Terms = z.infer<typeof termsSchema>;

// ---- Editing (operations staff, ROLE_ADMIN): Markdown in, sanitized HTML out. ----

const markdown = (label: string) => text(label, { max: 100_000, multiline: true });
/** Content ids are PostgreSQL `integer` serials: a larger number is refused here rather than by the database. */
const MAX_CONTENT_ID = 2_147_483_647;
export const contentIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(MAX_CONTENT_ID) });

export const postInputSchema = z.object({
  postType: contentPostTypeSchema,
  title: text('Title', { max: 300, min: 1 }),
  slug: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{1,120}$/, 'Use lower-case letters, digits and dashes')
    .optional(),
  bodyMarkdown: markdown('Body').default(''),
  excerptMarkdown: markdown('Excerpt').default(''),
  menuOrder: z.number().int().min(-100_000).max(100_000).default(0),
  faqTypeIds: z.array(z.number().int().positive().max(MAX_CONTENT_ID)).max(50).default([]),
  link: z.url().max(2000).nullable().optional(),
});
export type PostInput = z.infer<typeof postInputSchema>;
export const postUpdateSchema = postInputSchema.omit({ postType: true });

export const editablePostSchema = z.object({
  id: z.number(),
  postType: contentPostTypeSchema,
  slug: z.string(),
  title: z.string(),
  bodyMarkdown: z.string(),
  bodyHtml: z.string(),
  excerptMarkdown: z.string(),
  menuOrder: z.number(),
  faqTypeIds: z.array(z.number()),
  link: z.string().nullable(),
  publishedAt: z.string(),
});
export type EditablePost = z.infer<typeof editablePostSchema>;
export const editablePostListQuerySchema = z.object({ postType: contentPostTypeSchema });

export const faqTypeInputSchema = z.object({
  name: text('Name', { max: 120, min: 1 }),
  menuOrder: z.number().int().min(-100_000).max(100_000).default(0),
});
export const editableFaqTypeSchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  menuOrder: z.number(),
});

export const globalNoticeInputSchema = z.object({
  type: z.enum(GLOBAL_NOTICE_TYPES),
  title: text('Title', { max: 200, min: 1 }),
  bodyMarkdown: markdown('Body'),
  active: z.boolean().default(true),
});
export const editableGlobalNoticeSchema = z.object({
  id: z.number(),
  type: z.enum(GLOBAL_NOTICE_TYPES),
  title: z.string(),
  bodyMarkdown: z.string(),
  bodyHtml: z.string(),
  active: z.boolean(),
});
export type EditableGlobalNotice = z.infer<typeof editableGlobalNoticeSchema>;

export const termsInputSchema = z.object({
  title: text('Title', { max: 200, min: 1 }),
  summary: text('Summary', { max: 2000, min: 1, multiline: true }),
  bodyMarkdown: text('Terms', { max: 200_000, min: 1, multiline: true }),
});
export type TermsInput = z.infer<typeof termsInputSchema>;
export const termsVersionSchema = z.object({
  version: z.number(),
  title: z.string(),
  summary: z.string(),
  publishedAt: z.string(),
});
