import {
  forgotPasswordSchema,
  forgotUsernameSchema,
  invitationSchema,
  neutralAnswerSchema,
  passwordChangedSchema,
  passwordPayloadSchema,
  requiredPasswordSchema,
  tokenPasswordSchema,
} from '@taxlens/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { access } from '../../platform/access.js';
import { EXPIRED_PASSWORD_COOKIE, clearExpiredPasswordCookie } from '../../platform/session-cookie.js';
import * as passwords from './password-service.js';

const tokenParams = z.object({ id: z.string().min(1).max(200) });

/** Spec 1 §7: the password and activation calls, made without a session ("no headers"). */
export async function registerPasswordRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['account'];

  r.post(
    '/api/myaccount/updatepassword/required',
    {
      config: { access: access.public() },
      schema: {
        tags,
        summary: 'Forced change of an expired password',
        description:
          'Needs the HttpOnly pass cookie the sign-in set when it answered CREDENTIALS_EXPIRED (valid 10 minutes). Ends every session of the user.',
        body: requiredPasswordSchema,
        response: { 200: passwordChangedSchema },
      },
    },
    async (request, reply) => {
      const result = await passwords.changeExpiredPassword(ctx, {
        ...request.body,
        pass: request.cookies[EXPIRED_PASSWORD_COOKIE],
        ip: request.ip,
      });
      clearExpiredPasswordCookie(reply);
      return result;
    },
  );

  r.post(
    '/api/myaccount/forgotusername',
    {
      config: { access: access.public() },
      schema: {
        tags,
        summary: 'Mails the usernames of an e-mail address; the answer never reveals whether one exists',
        body: forgotUsernameSchema,
        response: { 200: neutralAnswerSchema },
      },
    },
    async (request) => passwords.forgotUsername(ctx, request.body.email, request.ip),
  );

  r.post(
    '/api/myaccount/forgotpassword',
    {
      config: { access: access.public() },
      schema: {
        tags,
        summary: 'Mails a single-use reset link valid 1 hour; the answer never reveals whether the user exists',
        body: forgotPasswordSchema,
        response: { 200: neutralAnswerSchema },
      },
    },
    async (request) => passwords.forgotPassword(ctx, request.body.username, request.ip),
  );

  r.post(
    '/api/myaccount/updatepassword/fromtoken',
    {
      config: { access: access.public() },
      schema: {
        tags,
        summary: 'Sets a new password from a reset link (single use)',
        body: tokenPasswordSchema,
        response: { 200: passwordChangedSchema },
      },
    },
    async (request) => passwords.resetPasswordFromToken(ctx, { ...request.body, ip: request.ip }),
  );

  r.get(
    '/api/myaccount/get/:id',
    {
      config: { access: access.public() },
      schema: {
        tags,
        summary: 'The invited user behind an invitation token (404 once used or expired)',
        params: tokenParams,
        response: { 200: invitationSchema },
      },
    },
    async (request) => passwords.getInvitation(ctx, request.params.id),
  );

  r.post(
    '/api/myaccount/portal/create/:id',
    {
      config: { access: access.public() },
      schema: {
        tags,
        summary: 'Activates an invited account with its first password (single-use token)',
        params: tokenParams,
        body: passwordPayloadSchema,
        response: { 200: passwordChangedSchema },
      },
    },
    async (request) => passwords.activateAccount(ctx, { ...request.body, token: request.params.id, ip: request.ip }),
  );
}
