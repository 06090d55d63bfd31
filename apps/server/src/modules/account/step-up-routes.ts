import { stepUpOptionsSchema, stepUpRequestSchema, stepUpResultSchema } from '@taxlens/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { access } from '../../platform/access.js';
import { principalOf } from '../../platform/access-plugin.js';
import type { Principal } from '../../platform/principal.js';
import { getStepUpOptions, proveIdentity, sendStepUpCode } from './step-up-service.js';

const WINDOW_NOTE =
  "A proof covers e-mail, second-factor and IP whitelist changes, and resets of another user's second factor, for 5 minutes; without one those answer 403 STEP_UP_REQUIRED.";

/** Single-sign-on users confirm at their identity provider with a forced fresh sign-in. */
const ssoStepUpUrl = (p: Principal) => (p.lender?.sso ? '/saml2/step-up' : null);

/** Step-up: confirming it is you before a sensitive change (docs/decisions/145). */
export async function registerStepUpRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['account'];

  r.get(
    '/api/myaccount/step-up',
    {
      config: { access: access.session() },
      schema: {
        tags,
        summary: 'How the signed-in user can confirm it is them',
        description: WINDOW_NOTE,
        response: { 200: stepUpOptionsSchema },
      },
    },
    async (request) => {
      const p = principalOf(request);
      return getStepUpOptions(ctx, p, ssoStepUpUrl(p));
    },
  );

  r.post(
    '/api/myaccount/step-up/code',
    {
      config: { access: access.session() },
      schema: {
        tags,
        summary: "Sends a code of the user's second-factor method (or the security-key challenge) for step-up",
        response: { 200: stepUpOptionsSchema },
      },
    },
    async (request) => sendStepUpCode(ctx, principalOf(request)),
  );

  r.post(
    '/api/myaccount/step-up',
    {
      config: { access: access.session() },
      schema: {
        tags,
        summary: 'Confirms it is you: the current password, or a code of your second-factor method',
        description: `${WINDOW_NOTE} A wrong password or code answers 403 STEP_UP_FAILED; more than 10 tries in 15 minutes answer 429.`,
        body: stepUpRequestSchema,
        response: { 200: stepUpResultSchema },
      },
    },
    async (request) => proveIdentity(ctx, principalOf(request), request.body, request.ip),
  );
}
