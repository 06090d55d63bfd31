import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { access } from '../../platform/access.js';
import { AppError } from '../../platform/errors.js';
import { shareAnswer } from '../../platform/shared-answers.js';
import { publicConfigSchema } from '@taxlens/contracts';
import { pingDatabase } from './repo.js';

export async function registerSystemRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // The same for every caller while the process lives: serialised once (decision 243).
  const publicConfig = shareAnswer({
    productName: ctx.config.productName,
    demo: !ctx.config.production,
    idleSeconds: ctx.config.sessionIdleSeconds,
    countdownSeconds: ctx.config.sessionCountdownSeconds,
    keepaliveSeconds: ctx.config.keepaliveSeconds,
    support: {
      email: ctx.config.support.email,
      phone: ctx.config.support.phone,
      address: SUPPORT_ADDRESS,
    },
  });

  r.get(
    '/api/health',
    {
      config: { access: access.public() },
      schema: {
        tags: ['system'],
        summary: 'The process is up',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    // A synchronous handler: an async one costs a promise and a microtask turn per probe (decision 313).
    (_request, reply) => {
      void reply.send(HEALTHY);
    },
  );

  r.get(
    '/api/ready',
    {
      config: { access: access.public() },
      schema: { tags: ['system'], summary: 'The database answers and the instance is not shutting down' },
    },
    async () => {
      if (ctx.lifecycle.shuttingDown) throw AppError.of(503, 'SHUTTING_DOWN', 'This instance is shutting down.');
      try {
        await pingDatabase(ctx.db);
      } catch {
        throw AppError.of(503, 'DATABASE_UNAVAILABLE', 'The database cannot be reached.');
      }
      return { status: 'ready' };
    },
  );

  r.get(
    '/api/config',
    {
      config: { access: access.public() },
      schema: {
        tags: ['system'],
        summary: 'What the web app needs before sign-in',
        response: { 200: publicConfigSchema },
      },
    },
    async () => publicConfig,
  );
}

const HEALTHY = shareAnswer({ status: 'ok' as const });

const SUPPORT_ADDRESS = ['TaxLens Portal', '1200 Market Street, Suite 400', 'Philadelphia, PA 19107'];
