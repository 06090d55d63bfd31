import {
  inviteUserSchema,
  lenderUserSchema,
  lenderUsersPageSchema,
  lenderUsersQuerySchema,
  lenderUserUpdateSchema,
} from '@taxlens/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { access } from '../../platform/access.js';
import { lenderOf, principalOf } from '../../platform/access-plugin.js';
import { requireRecentProof } from '../../platform/step-up.js';
import { type Caller, inviteUser, listUsers, resetTwoFactor, setUserActive, updateUser } from './service.js';

const idParams = z.object({ id: z.string().uuid() });

/** Manage Users (spec 1 §6, spec 2 §6): lender admins of lenders without single sign-on. */
export async function registerUserRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['users'];
  const rule = access.lender({ roles: ['ROLE_LENDERADMIN'], nonSso: true });
  const caller = (request: FastifyRequest): Caller => ({
    principal: principalOf(request),
    lender: lenderOf(request),
    ip: request.ip,
  });

  r.get(
    '/api/users/lenderadmin',
    {
      config: { access: rule },
      schema: {
        tags,
        summary: 'Users of the selected lender (search q, accessStatus, limit up to 1000, page from 0)',
        querystring: lenderUsersQuerySchema,
        response: { 200: lenderUsersPageSchema },
      },
    },
    async (request) => listUsers(ctx, caller(request), request.query),
  );

  r.post(
    '/api/users/lenderadmin/invite',
    {
      config: { access: rule },
      schema: {
        tags,
        summary:
          'Invites a user: the e-mail address becomes the username; a single-use activation link valid 7 days is mailed',
        body: inviteUserSchema,
        response: { 200: lenderUserSchema },
      },
    },
    async (request) => inviteUser(ctx, caller(request), request.body),
  );

  r.post(
    '/api/users/lenderadmin/update/:id',
    {
      config: { access: rule },
      schema: {
        tags,
        summary: "Saves another user's settings (no password) and role at this lender",
        description: 'Changing the e-mail address needs a recent step-up (403 STEP_UP_REQUIRED otherwise).',
        params: idParams,
        body: lenderUserUpdateSchema,
        response: { 200: lenderUserSchema },
      },
    },
    async (request) => updateUser(ctx, caller(request), request.params.id, request.body),
  );

  r.post(
    '/api/users/lenderadmin/:id/deactivate',
    {
      config: { access: rule },
      schema: {
        tags,
        summary: "Deactivates a user; the user's sessions end at once",
        params: idParams,
        response: { 200: lenderUserSchema },
      },
    },
    async (request) => setUserActive(ctx, caller(request), request.params.id, false),
  );

  r.post(
    '/api/users/lenderadmin/:id/reactivate',
    {
      config: { access: rule },
      schema: {
        tags,
        summary: 'Reactivates a deactivated user',
        params: idParams,
        response: { 200: lenderUserSchema },
      },
    },
    async (request) => setUserActive(ctx, caller(request), request.params.id, true),
  );

  r.post(
    '/api/users/lenderadmin/:id/reset-two-factor',
    {
      config: { access: rule },
      schema: {
        tags,
        summary: "Resets a user's two-factor: they set it up again at the next sign-in",
        description: 'Needs a recent step-up (403 STEP_UP_REQUIRED otherwise).',
        params: idParams,
        response: { 200: lenderUserSchema },
      },
    },
    async (request) => {
      await requireRecentProof(ctx, principalOf(request));
      return resetTwoFactor(ctx, caller(request), request.params.id);
    },
  );
}
