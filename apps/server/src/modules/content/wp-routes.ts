import { contentIdParamsSchema, globalNoticeSchema, wpPostQuerySchema, wpTermQuerySchema } from '@taxlens/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { access } from '../../platform/access.js';
import {
  getMediaFile,
  getWpPost,
  listActiveGlobalNotices,
  listWpFaqTypes,
  listWpPosts,
  type WpPage,
} from './service.js';
import { answerFromUpstream } from './upstream.js';
import { CONTENT_FILE_PATH } from './wp-shapes.js';

// The post types the content site answers (spec 2 §7; spec 1 §7 releases; news posts).
const POST_ROUTES = [
  { path: 'tg_tips', postType: 'tg_tips', summary: 'FAQ questions (tips), with their faq_type categories' },
  {
    path: 'portal_resources',
    postType: 'portal_resources',
    summary: 'Downloadable resources; acf.attached_media is the PDF',
  },
  {
    path: 'releases',
    postType: 'releases',
    summary: 'Release posts (the dashboard shows the latest 5: posts_per_page=5)',
  },
  { path: 'posts', postType: 'posts', summary: 'News articles (the dashboard News cards)' },
] as const;

function sendPage<T>(reply: FastifyReply, page: WpPage<T>): T[] {
  reply.header('x-wp-total', String(page.total)).header('x-wp-totalpages', String(page.totalPages));
  return page.items;
}

/**
 * The content service in WordPress REST shapes, public and without credentials as a content site
 * is. With CONTENT_URL set, the same calls are answered by the upstream site through the cache.
 */
export async function registerWpRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['content'];
  const upstream = ctx.config.content.upstreamUrl;
  const fromUpstream = async (request: FastifyRequest, reply: FastifyReply) => {
    const answer = await answerFromUpstream(
      {
        db: ctx.db,
        baseUrl: upstream!,
        timeoutMs: ctx.config.content.timeoutMs,
        cacheSeconds: ctx.config.content.cacheSeconds,
        now: () => ctx.clock.now(),
        log: request.log,
      },
      request.url,
    );
    return reply.status(answer.status).headers(answer.headers).type('application/json').send(answer.body);
  };
  const description =
    'Answered from the upstream content site when CONTENT_URL is set (cached; the last good copy when it fails).';

  r.get(
    '/wp-json/wp/v2/faq_type',
    {
      config: { access: access.public() },
      schema: { tags, summary: 'FAQ categories', description, querystring: wpTermQuerySchema },
    },
    async (request, reply) =>
      upstream ? fromUpstream(request, reply) : sendPage(reply, await listWpFaqTypes(ctx.db, request.query)),
  );

  for (const route of POST_ROUTES) {
    r.get(
      `/wp-json/wp/v2/${route.path}`,
      {
        config: { access: access.public() },
        schema: { tags, summary: route.summary, description, querystring: wpPostQuerySchema },
      },
      async (request, reply) =>
        upstream
          ? fromUpstream(request, reply)
          : sendPage(reply, await listWpPosts(ctx.db, route.postType, request.query)),
    );

    r.get(
      `/wp-json/wp/v2/${route.path}/:id`,
      {
        config: { access: access.public() },
        schema: { tags, summary: `One item of ${route.path}`, description, params: contentIdParamsSchema },
      },
      async (request, reply) =>
        upstream ? fromUpstream(request, reply) : getWpPost(ctx.db, route.postType, request.params.id),
    );
  }

  r.get(
    '/wp-json/portal-messaging/active',
    {
      config: { access: access.public() },
      schema: {
        tags,
        summary: 'Active global notices (spec 1 §3): id, type, title, content',
        description,
        response: upstream ? {} : { 200: z.array(globalNoticeSchema) },
      },
    },
    async (request, reply) => (upstream ? fromUpstream(request, reply) : listActiveGlobalNotices(ctx.db)),
  );

  r.get(
    `${CONTENT_FILE_PATH}/:id/:fileName`,
    {
      config: { access: access.public() },
      schema: {
        tags,
        summary: 'A file of the content service (resource PDF, featured image)',
        params: contentIdParamsSchema.extend({ fileName: z.string().max(200) }),
      },
    },
    async (request, reply) => {
      const file = await getMediaFile(ctx.db, request.params.id);
      return reply
        .type(file.mimeType)
        .header('content-disposition', `inline; filename="${file.fileName.replace(/[^\w.-]/g, '_')}"`)
        .header('cache-control', 'public, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .send(file.bytes);
    },
  );
}
