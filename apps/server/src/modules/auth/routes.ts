import {
  F2A_TOKEN_HEADER,
  F2A_TYPE_HEADER,
  LOGIN_ACCEPT_TYPE,
  loginQuerySchema,
  loginResponseSchema,
} from '@taxlens/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { sessionTtlSeconds } from '../../config.js';
import { access } from '../../platform/access.js';
import { principalOf } from '../../platform/access-plugin.js';
import { recordAudit } from '../../platform/audit.js';
import { AppError, badRequest } from '../../platform/errors.js';
import { clearSessionCookie, setExpiredPasswordCookie, setSessionCookie } from '../../platform/session-cookie.js';
import { EXPIRED_PASSWORD_PASS_MINUTES } from '../account/index.js';
import { deleteSession } from '../../platform/session-repo.js';
import { parseBasicCredentials } from './basic-credentials.js';
import { createFirstPassPasswords } from './first-pass-passwords.js';
import { DEVICE_COOKIE, readDeviceCookieUser, setDeviceCookie } from './device-cookie.js';
import { CredentialsExpiredError } from './login-errors.js';
import { registerSignInLinkRoutes } from './sign-in-link-routes.js';
import { login } from './service.js';
import { LOGIN_DESCRIPTION } from './openapi-texts.js';

const header = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

export async function registerAuthRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];
  const memory = { firstPass: createFirstPassPasswords() };

  r.get(
    '/api/portal/login',
    {
      config: { access: access.public() },
      schema: {
        tags,
        summary: 'Sign in',
        description: LOGIN_DESCRIPTION,
        querystring: loginQuerySchema,
        response: { 200: loginResponseSchema },
      },
    },
    async (request, reply) => {
      if (!(request.headers.accept ?? '').includes(LOGIN_ACCEPT_TYPE)) {
        throw AppError.of(
          406,
          'NOT_ACCEPTABLE',
          `The login call answers ${LOGIN_ACCEPT_TYPE}; send it in the Accept header.`,
        );
      }
      const credentials = parseBasicCredentials(request.headers.authorization);
      if (!credentials) throw badRequest('Send the username and password as Basic authorization.', 'authorization');
      const result = await login(ctx, memory, {
        ...credentials,
        secondPass: request.query.second_pass === 'true',
        f2aType: header(request.headers[F2A_TYPE_HEADER.toLowerCase()]),
        f2aToken: header(request.headers[F2A_TOKEN_HEADER.toLowerCase()]),
        ip: request.ip,
        userAgent: header(request.headers['user-agent']) ?? null,
        deviceUserId: readDeviceCookieUser(ctx.config.sessionSecret, request.cookies[DEVICE_COOKIE]),
      }).catch((error: unknown) => {
        if (error instanceof CredentialsExpiredError) {
          setExpiredPasswordCookie(request, reply, error.pass, EXPIRED_PASSWORD_PASS_MINUTES * 60);
        }
        throw error;
      });
      setSessionCookie(request, reply, result.session.token, sessionTtlSeconds(ctx.config));
      // Renewed on every sign-in: this browser is now a known device of the user (decision 131).
      setDeviceCookie(request, reply, ctx.config.sessionSecret, result.user.id);
      reply.type(`${LOGIN_ACCEPT_TYPE}; charset=utf-8`);
      return { user: result.user, csrf: result.csrf, lender: result.lender };
    },
  );

  await registerSignInLinkRoutes(app, ctx);

  r.get(
    '/api/logout',
    {
      config: { access: access.session({ early: 'notices' }) },
      schema: { tags, summary: 'Sign out: ends the session on the server', response: { 200: z.object({}) } },
    },
    async (request, reply) => {
      const p = principalOf(request);
      await deleteSession(ctx.db, p.sessionId);
      await ctx.callers.settle();
      await recordAudit(ctx.db, {
        userId: p.userId,
        lenderId: p.lender?.id ?? null,
        action: 'auth.logout',
        ip: request.ip,
      });
      clearSessionCookie(reply);
      return {};
    },
  );
}
