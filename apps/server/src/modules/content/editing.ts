import type { EditableGlobalNotice, EditablePost, PostInput, TermsInput } from '@taxlens/contracts';
import { GLOBAL_NOTICE_TYPES } from '@taxlens/contracts';
import type { z } from 'zod';
import type { faqTypeInputSchema, globalNoticeInputSchema, postUpdateSchema } from '@taxlens/contracts';
import type { Database } from '../../db/connection.js';
import { recordAudit } from '../../platform/audit.js';
import { conflict, notFound } from '../../platform/errors.js';
import { publishNotice } from '../notices/index.js';
import { renderMarkdown } from '../../platform/markdown.js';
import { assertPdf } from '../../platform/storage/pdf-upload.js';
import { slugify } from '../../platform/slug.js';
import * as editRepo from './editing-repo.js';
import * as repo from './repo.js';

/** Who edits, for the audit log. */
export type Editor = { userId: string; ip: string };

type PostUpdate = z.infer<typeof postUpdateSchema>;
type FaqTypeInput = z.infer<typeof faqTypeInputSchema>;
type GlobalNoticeInput = z.infer<typeof globalNoticeInputSchema>;

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

function toEditable(row: repo.PostRow): EditablePost {
  return {
    id: row.id,
    postType: row.post_type as EditablePost['postType'],
    slug: row.slug,
    title: row.title,
    bodyMarkdown: row.body_markdown,
    bodyHtml: row.body_html,
    excerptMarkdown: row.excerpt_markdown,
    menuOrder: row.menu_order,
    faqTypeIds: row.faq_type_ids,
    link: row.link,
    publishedAt: new Date(row.published_at).toISOString(),
  };
}

function renderedPost(input: PostUpdate) {
  return {
    title: input.title,
    slug: input.slug ?? slugify(input.title),
    body_markdown: input.bodyMarkdown,
    body_html: renderMarkdown(input.bodyMarkdown),
    excerpt_markdown: input.excerptMarkdown,
    excerpt_html: renderMarkdown(input.excerptMarkdown),
    menu_order: input.menuOrder,
    faq_type_ids: input.faqTypeIds,
    ...(input.link !== undefined ? { link: input.link } : {}),
  };
}

async function audited<T>(
  db: Database,
  editor: Editor,
  action: string,
  target: string,
  work: (tx: Database) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction().execute(async (tx) => {
      const result = await work(tx);
      await recordAudit(tx, {
        userId: editor.userId,
        lenderId: null,
        action,
        targetType: 'content',
        targetId: target,
        ip: editor.ip,
      });
      return result;
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw conflict(
        'This item clashes with an existing one (the same slug, or a version published at the same moment).',
      );
    throw error;
  }
}

export async function listEditablePosts(db: Database, postType: string): Promise<EditablePost[]> {
  const rows = await repo.listPosts(db, { postType }, { orderby: 'menu_order', order: 'asc' }, 1000, 0);
  return rows.map(toEditable);
}

export async function createPost(db: Database, editor: Editor, input: PostInput): Promise<EditablePost> {
  return audited(db, editor, 'content.created', input.postType, async (tx) => {
    const row = await editRepo.insertPost(tx, { post_type: input.postType, ...renderedPost(input) });
    return toEditable(row);
  });
}

export async function updatePost(
  db: Database,
  editor: Editor,
  id: number,
  input: PostUpdate,
  now: Date,
): Promise<EditablePost> {
  return audited(db, editor, 'content.updated', String(id), async (tx) => {
    const row = await editRepo.updatePostRow(tx, id, { ...renderedPost(input), modified_at: now });
    if (!row) throw notFound('The post');
    return toEditable(row);
  });
}

export async function deletePost(db: Database, editor: Editor, id: number): Promise<void> {
  await audited(db, editor, 'content.deleted', String(id), async (tx) => {
    if (!(await editRepo.deletePostRow(tx, id))) throw notFound('The post');
  });
}

export async function listEditableFaqTypes(db: Database) {
  const rows = await repo.listFaqTypes(db);
  return rows
    .sort((a, b) => a.menu_order - b.menu_order || a.id - b.id)
    .map((t) => ({ id: t.id, name: t.name, slug: t.slug, menuOrder: t.menu_order }));
}

export async function saveFaqType(db: Database, editor: Editor, id: number | null, input: FaqTypeInput) {
  const values = { name: input.name, slug: slugify(input.name), menu_order: input.menuOrder };
  return audited(db, editor, id ? 'faq_type.updated' : 'faq_type.created', String(id ?? input.name), async (tx) => {
    const row = id ? await editRepo.updateFaqType(tx, id, values) : await editRepo.insertFaqType(tx, values);
    if (!row) throw notFound('The FAQ category');
    return { id: row.id, name: row.name, slug: row.slug, menuOrder: row.menu_order };
  });
}

export async function deleteFaqType(db: Database, editor: Editor, id: number): Promise<void> {
  await audited(db, editor, 'faq_type.deleted', String(id), async (tx) => {
    if (!(await editRepo.deleteFaqTypeRow(tx, id))) throw notFound('The FAQ category');
  });
}

const toEditableNotice = (n: Awaited<ReturnType<typeof repo.listGlobalNotices>>[number]): EditableGlobalNotice => ({
  id: n.id,
  type: GLOBAL_NOTICE_TYPES.includes(n.type as never) ? (n.type as EditableGlobalNotice['type']) : 'other',
  title: n.title,
  bodyMarkdown: n.body_markdown,
  bodyHtml: n.body_html,
  active: n.active,
});

export async function listEditableGlobalNotices(db: Database): Promise<EditableGlobalNotice[]> {
  return (await repo.listGlobalNotices(db, false)).map(toEditableNotice);
}

export async function saveGlobalNotice(db: Database, editor: Editor, id: number | null, input: GlobalNoticeInput) {
  const values = {
    type: input.type,
    title: input.title,
    body_markdown: input.bodyMarkdown,
    body_html: renderMarkdown(input.bodyMarkdown),
    active: input.active,
  };
  return audited(
    db,
    editor,
    id ? 'global_notice.updated' : 'global_notice.created',
    String(id ?? input.title),
    async (tx) => {
      const row = id
        ? await editRepo.updateGlobalNotice(tx, id, values)
        : await editRepo.insertGlobalNotice(tx, values);
      if (!row) throw notFound('The notice');
      return toEditableNotice(row);
    },
  );
}

export async function deleteGlobalNotice(db: Database, editor: Editor, id: number): Promise<void> {
  await audited(db, editor, 'global_notice.deleted', String(id), async (tx) => {
    if (!(await editRepo.deleteGlobalNoticeRow(tx, id))) throw notFound('The notice');
  });
}

/** The text of the notice a new terms version becomes; the full text is on /terms-and-conditions. */
export function termsNoticeBody(input: TermsInput, version: number): string {
  return `${input.summary}\n\nThe full text of version ${version} is on the Terms & Conditions page (/terms-and-conditions). By selecting Accept you agree to it.`;
}

/**
 * Publishes a new Terms & Conditions version. Every version after the first becomes a pending
 * notice (EULA) for every user, replacing the previous version's notice.
 */
export async function publishTerms(db: Database, editor: Editor, input: TermsInput, now: Date) {
  return audited(db, editor, 'terms.published', 'terms', async (tx) => {
    const previous = await repo.findCurrentTerms(tx);
    const version = (previous?.version ?? 0) + 1;
    const notice = previous
      ? await publishNotice(tx, {
          title: `${input.title} (version ${version})`,
          body: termsNoticeBody(input, version),
          lenderId: null,
          replaces: previous.notice_id,
        })
      : null;
    await editRepo.insertTermsVersion(tx, {
      version,
      title: input.title,
      summary: input.summary,
      body_markdown: input.bodyMarkdown,
      body_html: renderMarkdown(input.bodyMarkdown),
      notice_id: notice?.id ?? null,
      published_at: now,
    });
    return { version, title: input.title, summary: input.summary, publishedAt: now.toISOString() };
  });
}

export async function listTerms(db: Database) {
  const rows = await repo.listTermsVersions(db);
  return rows.map((r) => ({
    version: r.version,
    title: r.title,
    summary: r.summary,
    publishedAt: new Date(r.published_at).toISOString(),
  }));
}

/** Resource PDFs editors may upload. */
export const MAX_RESOURCE_PDF_BYTES = 10 * 1024 * 1024;

/** Replaces a resource's PDF (checked by its content, like every PDF upload) and drops the file it replaces. */
export async function replaceResourceFile(
  db: Database,
  editor: Editor,
  id: number,
  file: { bytes: Buffer; fileName: string },
  now: Date,
): Promise<EditablePost> {
  await assertPdf(file.bytes, MAX_RESOURCE_PDF_BYTES);
  return audited(db, editor, 'content.file_replaced', String(id), async (tx) => {
    const post = await repo.findPost(tx, id);
    if (!post || post.post_type !== 'portal_resources') throw notFound('The resource');
    const media = await repo.insertMedia(tx, {
      title: post.title,
      fileName: file.fileName,
      mimeType: 'application/pdf',
      bytes: file.bytes,
    });
    const row = await editRepo.attachMedia(tx, id, media.id, now);
    if (post.attached_media_id) await editRepo.deleteMedia(tx, post.attached_media_id);
    return toEditable(row);
  });
}
