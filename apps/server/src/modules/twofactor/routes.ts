import {
  authenticatorRegistrationSchema,
  authenticatorVerifySchema,
  smsRegistrationSchema,
  smsSentSchema,
  smsVerifySchema,
  twoFactorStateSchema,
  webauthnJsonSchema,
} from '@taxlens/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { access } from '../../platform/access.js';
import { principalOf } from '../../platform/access-plugin.js';
import * as setup from './setup-service.js';

const idParams = z.object({ id: z.string().max(100) });

/** Spec 1 §7 "Two-factor": setup calls of the signed-in user; `{id}` is the user's own id. */
export async function registerTwoFactorRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['two-factor'];
  const own = (request: FastifyRequest, id: string) => {
    const userId = principalOf(request).userId;
    setup.requireOwnId(userId, id);
    return userId;
  };
  // Another user's id answers 404 before the body is even validated, like a missing record.
  const ownIdFirst = async (request: FastifyRequest) => {
    own(request, String((request.params as { id?: unknown }).id ?? ''));
  };

  r.get('/api/myaccount/authenticator/registration/:id', {
    config: { access: access.session() }, preValidation: ownIdFirst,
    schema: { tags, summary: 'Starts authenticator-app setup with a fresh secret (pending until verified)', params: idParams, response: { 200: authenticatorRegistrationSchema } },
  }, async (request) => setup.startAuthenticatorSetup(ctx, own(request, request.params.id)));

  // An <img> cannot send the CSRF header; this GET changes nothing and answers only the caller's own QR.
  r.get('/api/myaccount/authenticator/qrcode/:id', {
    config: { access: access.session({ csrf: false }) }, preValidation: ownIdFirst,
    schema: {
      tags,
      summary: 'PNG QR image of the pending otpauth:// URI (issuer = product name)',
      params: idParams,
      querystring: z.object({ date: z.string().max(40).optional() }),
    },
  }, async (request, reply) => {
    const png = await setup.authenticatorQrPng(ctx, own(request, request.params.id));
    return reply.type('image/png').header('cache-control', 'no-store').send(png);
  });

  r.post('/api/myaccount/authenticator/verify/:id', {
    config: { access: access.session() }, preValidation: ownIdFirst,
    schema: { tags, summary: 'Verifies a code of the pending secret; the method becomes AUTHENTICATOR_APP', params: idParams, body: authenticatorVerifySchema, response: { 200: twoFactorStateSchema } },
  }, async (request) => setup.verifyAuthenticatorSetup(ctx, own(request, request.params.id), request.body.code, request.ip));

  r.post('/api/myaccount/smstotp/registration/:id', {
    config: { access: access.session() }, preValidation: ownIdFirst,
    schema: { tags, summary: 'Texts a 6-digit code to the phone (E.164)', params: idParams, body: smsRegistrationSchema, response: { 200: smsSentSchema } },
  }, async (request) => setup.startSmsSetup(ctx, own(request, request.params.id), request.body.f2aPhone));

  r.post('/api/myaccount/smstotp/verify/:id', {
    config: { access: access.session() }, preValidation: ownIdFirst,
    schema: { tags, summary: 'Verifies the texted code; the method becomes SMS_TOTP', params: idParams, body: smsVerifySchema, response: { 200: twoFactorStateSchema } },
  }, async (request) => setup.verifySmsSetup(ctx, own(request, request.params.id), request.body.token, request.ip));

  r.post('/api/myaccount/emailtotp/registration/:id', {
    config: { access: access.session() }, preValidation: ownIdFirst,
    schema: { tags, summary: 'Chooses the e-mailed one-time passcode (valid at once)', params: idParams, response: { 200: twoFactorStateSchema } },
  }, async (request) => setup.chooseEmailCode(ctx, own(request, request.params.id), request.ip));

  r.get('/api/myaccount/webauthn/registration/start/:id', {
    config: { access: access.session() }, preValidation: ownIdFirst,
    schema: { tags, summary: 'WebAuthn registration options (single-use challenge, 5 minutes)', params: idParams, response: { 200: webauthnJsonSchema } },
  }, async (request) => ({ ...(await setup.startWebauthnRegistration(ctx, own(request, request.params.id))) }));

  r.post('/api/myaccount/webauthn/registration/finish/:id', {
    config: { access: access.session() }, preValidation: ownIdFirst,
    schema: { tags, summary: 'Stores the new credential; the method becomes WEBAUTHN', params: idParams, body: webauthnJsonSchema, response: { 200: twoFactorStateSchema } },
  }, async (request) => setup.finishWebauthnRegistration(ctx, own(request, request.params.id), request.body, request.ip));

  r.get('/api/myaccount/webauthn/assertion/start/:id', {
    config: { access: access.session() }, preValidation: ownIdFirst,
    schema: { tags, summary: 'WebAuthn assertion options for Test WebAuthn', params: idParams, response: { 200: webauthnJsonSchema } },
  }, async (request) => ({ ...(await setup.startWebauthnAssertion(ctx, own(request, request.params.id))) }));

  r.post('/api/myaccount/webauthn/assertion/finish/:id', {
    config: { access: access.session() }, preValidation: ownIdFirst,
    schema: { tags, summary: 'Checks an assertion (signature, challenge, counter)', params: idParams, body: webauthnJsonSchema, response: { 200: twoFactorStateSchema } },
  }, async (request) => setup.finishWebauthnAssertion(ctx, own(request, request.params.id), request.body));
}
