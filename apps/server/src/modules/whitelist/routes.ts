import {
  ipWhitelistChangeSchema,
  ipWhitelistResponseSchema,
  lenderDetailSchema,
  lenderIdParamsSchema,
  whitelistedUserSchema,
} from '@taxlens/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { access } from '../../platform/access.js';
import { lenderOf, principalOf } from '../../platform/access-plugin.js';
import { requireRecentProof } from '../../platform/step-up.js';
import {
  changeLenderList,
  changeUserList,
  getLenderDetail,
  listWhitelistedUsers,
  type WhitelistActor,
} from './service.js';

// Spec 2 §6: ROLE_LENDERADMIN (admin passes every role) at a lender that does not use single sign-on.
const WHITELIST_ACCESS = access.lender({ roles: ['ROLE_LENDERADMIN'], nonSso: true });
const userIdParams = z.object({ userId: z.uuid() });
const CHANGE_NOTE =
  "Body { ipAddress, confirm? }: an IPv4/IPv6 address or CIDR range. A list that would exclude the caller's own address answers 409 IP_WHITELIST_LOCKOUT unless confirm is true. Needs a recent step-up (403 STEP_UP_REQUIRED otherwise).";

export async function registerWhitelistRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['whitelist'];
  const actorOf = (request: FastifyRequest): WhitelistActor => {
    const p = principalOf(request);
    return { db: ctx.db, userId: p.userId, globalRole: p.globalRole, lenderId: lenderOf(request).id, ip: request.ip };
  };

  r.get(
    '/api/lenders/:lenderId',
    {
      config: { access: WHITELIST_ACCESS },
      schema: {
        tags,
        summary: 'The selected lender with its general IP whitelist',
        params: lenderIdParamsSchema,
        response: { 200: lenderDetailSchema },
      },
    },
    async (request) => getLenderDetail(actorOf(request), request.params.lenderId),
  );

  for (const [method, op] of [
    ['post', 'add'],
    ['delete', 'remove'],
  ] as const) {
    r[method](
      '/api/lenders/:lenderId/ip-whitelist',
      {
        config: { access: WHITELIST_ACCESS },
        schema: {
          tags,
          summary: `${op === 'add' ? 'Add an address to' : 'Remove an address from'} the general whitelist`,
          description: CHANGE_NOTE,
          params: lenderIdParamsSchema,
          body: ipWhitelistChangeSchema,
          response: { 200: ipWhitelistResponseSchema },
        },
      },
      async (request) => {
        await requireRecentProof(ctx, principalOf(request));
        return changeLenderList(actorOf(request), request.params.lenderId, request.body, op);
      },
    );

    r[method](
      '/api/users/:userId/ip-whitelist',
      {
        config: { access: WHITELIST_ACCESS },
        schema: {
          tags,
          summary: `${op === 'add' ? 'Add an address to' : 'Remove an address from'} a user's own whitelist at the selected lender`,
          description: CHANGE_NOTE,
          params: userIdParams,
          body: ipWhitelistChangeSchema,
          response: { 200: ipWhitelistResponseSchema },
        },
      },
      async (request) => {
        await requireRecentProof(ctx, principalOf(request));
        return changeUserList(actorOf(request), request.params.userId, request.body, op);
      },
    );
  }

  r.get(
    '/api/users/lender/:lenderId/ip-whitelist',
    {
      config: { access: WHITELIST_ACCESS },
      schema: {
        tags,
        summary: "The lender's active users with their own IP whitelists",
        params: lenderIdParamsSchema,
        response: { 200: z.array(whitelistedUserSchema) },
      },
    },
    async (request) => listWhitelistedUsers(actorOf(request), request.params.lenderId),
  );
}
