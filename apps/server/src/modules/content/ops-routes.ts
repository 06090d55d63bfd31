import {
  contentIdParamsSchema,
  editableFaqTypeSchema,
  editableGlobalNoticeSchema,
  editablePostListQuerySchema,
  editablePostSchema,
  faqTypeInputSchema,
  globalNoticeInputSchema,
  postInputSchema,
  postUpdateSchema,
  termsInputSchema,
  termsVersionSchema,
} from '@taxlens/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { access } from '../../platform/access.js';
import { principalOf } from '../../platform/access-plugin.js';
import { badRequest } from '../../platform/errors.js';
import * as editing from './editing.js';

const OPS = access.session({ roles: ['ROLE_ADMIN'] });
const ok = z.object({ ok: z.literal(true) });

/** Operations staff (ROLE_ADMIN) edit the content: Markdown in, sanitized HTML out. */
export async function registerContentOpsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['content (operations)'];
  const editor = (request: FastifyRequest): editing.Editor => ({ userId: principalOf(request).userId, ip: request.ip });

  r.get(
    '/api/ops/content/posts',
    {
      config: { access: OPS },
      schema: {
        tags,
        summary: 'Posts of one type, with their Markdown',
        querystring: editablePostListQuerySchema,
        response: { 200: z.array(editablePostSchema) },
      },
    },
    async (request) => editing.listEditablePosts(ctx.db, request.query.postType),
  );

  r.post(
    '/api/ops/content/posts',
    {
      config: { access: OPS },
      schema: { tags, summary: 'Create a post', body: postInputSchema, response: { 201: editablePostSchema } },
    },
    async (request, reply) => reply.status(201).send(await editing.createPost(ctx.db, editor(request), request.body)),
  );

  r.put(
    '/api/ops/content/posts/:id',
    {
      config: { access: OPS },
      schema: {
        tags,
        summary: 'Update a post',
        params: contentIdParamsSchema,
        body: postUpdateSchema,
        response: { 200: editablePostSchema },
      },
    },
    async (request) => editing.updatePost(ctx.db, editor(request), request.params.id, request.body, ctx.clock.now()),
  );

  r.delete(
    '/api/ops/content/posts/:id',
    {
      config: { access: OPS },
      schema: { tags, summary: 'Delete a post', params: contentIdParamsSchema, response: { 200: ok } },
    },
    async (request) => {
      await editing.deletePost(ctx.db, editor(request), request.params.id);
      return { ok: true as const };
    },
  );

  // A resource's PDF arrives as the raw body (application/pdf), parsed only in this scope.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/pdf',
      { parseAs: 'buffer', bodyLimit: editing.MAX_RESOURCE_PDF_BYTES },
      (_req, body, done) => done(null, body),
    );
    scope.withTypeProvider<ZodTypeProvider>().put(
      '/api/ops/content/posts/:id/file',
      {
        config: { access: OPS },
        schema: {
          tags,
          summary: "Replace a resource's PDF (body: the PDF, Content-Type application/pdf)",
          params: contentIdParamsSchema,
          querystring: z.object({
            name: z
              .string()
              .regex(/^[\w .-]{1,120}\.pdf$/i, 'Name must be a file name ending in .pdf')
              .optional(),
          }),
          response: { 200: editablePostSchema },
        },
      },
      async (request) => {
        if (!Buffer.isBuffer(request.body))
          throw badRequest('Send the PDF as the body with Content-Type application/pdf.', 'file');
        const fileName = (request.query.name ?? 'resource.pdf').replaceAll(' ', '-');
        return editing.replaceResourceFile(
          ctx.db,
          editor(request),
          request.params.id,
          { bytes: request.body, fileName },
          ctx.clock.now(),
        );
      },
    );
  });

  r.get(
    '/api/ops/content/faq-types',
    {
      config: { access: OPS },
      schema: { tags, summary: 'FAQ categories', response: { 200: z.array(editableFaqTypeSchema) } },
    },
    async () => editing.listEditableFaqTypes(ctx.db),
  );

  r.post(
    '/api/ops/content/faq-types',
    {
      config: { access: OPS },
      schema: {
        tags,
        summary: 'Create an FAQ category',
        body: faqTypeInputSchema,
        response: { 201: editableFaqTypeSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await editing.saveFaqType(ctx.db, editor(request), null, request.body)),
  );

  r.put(
    '/api/ops/content/faq-types/:id',
    {
      config: { access: OPS },
      schema: {
        tags,
        summary: 'Rename or reorder an FAQ category',
        params: contentIdParamsSchema,
        body: faqTypeInputSchema,
        response: { 200: editableFaqTypeSchema },
      },
    },
    async (request) => editing.saveFaqType(ctx.db, editor(request), request.params.id, request.body),
  );

  r.delete(
    '/api/ops/content/faq-types/:id',
    {
      config: { access: OPS },
      schema: {
        tags,
        summary: 'Delete an FAQ category (its questions stay, uncategorised)',
        params: contentIdParamsSchema,
        response: { 200: ok },
      },
    },
    async (request) => {
      await editing.deleteFaqType(ctx.db, editor(request), request.params.id);
      return { ok: true as const };
    },
  );

  r.get(
    '/api/ops/content/global-notices',
    {
      config: { access: OPS },
      schema: {
        tags,
        summary: 'Global notices, active or not',
        response: { 200: z.array(editableGlobalNoticeSchema) },
      },
    },
    async () => editing.listEditableGlobalNotices(ctx.db),
  );

  r.post(
    '/api/ops/content/global-notices',
    {
      config: { access: OPS },
      schema: {
        tags,
        summary: 'Create a global notice',
        body: globalNoticeInputSchema,
        response: { 201: editableGlobalNoticeSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await editing.saveGlobalNotice(ctx.db, editor(request), null, request.body)),
  );

  r.put(
    '/api/ops/content/global-notices/:id',
    {
      config: { access: OPS },
      schema: {
        tags,
        summary: 'Update a global notice',
        params: contentIdParamsSchema,
        body: globalNoticeInputSchema,
        response: { 200: editableGlobalNoticeSchema },
      },
    },
    async (request) => editing.saveGlobalNotice(ctx.db, editor(request), request.params.id, request.body),
  );

  r.delete(
    '/api/ops/content/global-notices/:id',
    {
      config: { access: OPS },
      schema: { tags, summary: 'Delete a global notice', params: contentIdParamsSchema, response: { 200: ok } },
    },
    async (request) => {
      await editing.deleteGlobalNotice(ctx.db, editor(request), request.params.id);
      return { ok: true as const };
    },
  );

  r.get(
    '/api/ops/terms',
    {
      config: { access: OPS },
      schema: {
        tags,
        summary: 'Published Terms & Conditions versions, newest first',
        response: { 200: z.array(termsVersionSchema) },
      },
    },
    async () => editing.listTerms(ctx.db),
  );

  r.post(
    '/api/ops/terms',
    {
      config: { access: OPS },
      schema: {
        tags,
        summary: 'Publish a new Terms & Conditions version',
        description: 'Every user must accept it (a pending notice, EULA) at the next sign-in.',
        body: termsInputSchema,
        response: { 201: termsVersionSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await editing.publishTerms(ctx.db, editor(request), request.body, ctx.clock.now())),
  );
}
