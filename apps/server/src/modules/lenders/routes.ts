import {
  capabilitiesResponseSchema,
  lenderIdParamsSchema,
  lendersMineSchema,
  selectedLenderSchema,
} from '@taxlens/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { access } from '../../platform/access.js';
import { lenderOf, principalOf } from '../../platform/access-plugin.js';
import { notFound } from '../../platform/errors.js';
import { getLendersOfUser, getSelectedLenderView, listCapabilities, selectLender } from './service.js';

export async function registerLenderRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['lenders'];

  r.get(
    '/api/lenders/mine',
    {
      config: { access: access.session({ early: 'notices' }) },
      schema: { tags, summary: 'Lenders the signed-in user may select', response: { 200: lendersMineSchema } },
    },
    async (request) => {
      const p = principalOf(request);
      return getLendersOfUser(ctx.db, p.userId, p.globalRole);
    },
  );

  r.get(
    '/api/lenders/selected',
    {
      config: { access: access.session({ early: 'notices' }) },
      schema: {
        tags,
        summary: 'The lender this session works for (404 before one is chosen)',
        response: { 200: selectedLenderSchema },
      },
    },
    async (request) => {
      const lender = principalOf(request).lender;
      if (!lender) throw notFound('A selected lender');
      return getSelectedLenderView(ctx.db, lender.id);
    },
  );

  r.get(
    '/api/lenders/:lenderId/capabilities',
    {
      config: { access: access.lender({ early: 'notices' }) },
      schema: {
        tags,
        summary: "The selected lender's capabilities (name to state)",
        params: lenderIdParamsSchema,
        response: { 200: capabilitiesResponseSchema },
      },
    },
    async (request) => {
      if (request.params.lenderId !== lenderOf(request).id) throw notFound('The lender');
      return listCapabilities(ctx.db, request.params.lenderId);
    },
  );

  r.put(
    '/api/lenders/selected/:lenderId',
    {
      config: { access: access.session({ early: 'notices' }) },
      schema: {
        tags,
        summary: 'Select one of the user’s lenders for this session',
        params: lenderIdParamsSchema,
        response: { 200: selectedLenderSchema },
      },
    },
    async (request) => {
      const p = principalOf(request);
      return selectLender(ctx.db, {
        sessionId: p.sessionId,
        userId: p.userId,
        globalRole: p.globalRole,
        lenderId: request.params.lenderId,
        ip: request.ip,
      });
    },
  );
}
