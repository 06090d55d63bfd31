import {
  authenticatorRegistrationSchema,
  authenticatorVerifySchema,
  mailboxProofSentSchema,
  mailboxProofVerifySchema,
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
import { sendSetupCode, verifySetupCode } from './mailbox-proof.js';
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
  // The enrolling caller; the route's own-id check (ownIdFirst) has already run.
  const enroller = (request: FastifyRequest) => principalOf(request);
  // Another user's id answers 404 before the body is even validated, like a missing record.
  const ownIdFirst = async (request: FastifyRequest) => {
    own(request, String((request.params as { id?: unknown }).id ?? ''));
  };

  r.get(
    '/api/myaccount/authenticator/registration/:id',
    {
      config: { access: access.session({ early: 'enrolment' }) },
      preValidation: ownIdFirst,
      schema: {
        tags,
        summary: 'Starts authenticator-app setup with a fresh secret (pending until verified)',
        params: idParams,
        response: { 200: authenticatorRegistrationSchema },
      },
    },
    async (request) => setup.startAuthenticatorSetup(ctx, enroller(request)),
  );

  // An <img> cannot send the CSRF header; this GET changes nothing and answers only the caller's own QR.
  r.get(
    '/api/myaccount/authenticator/qrcode/:id',
    {
      config: { access: access.session({ csrf: false, early: 'enrolment' }) },
      preValidation: ownIdFirst,
      schema: {
        tags,
        summary: 'PNG QR image of the pending otpauth:// URI (issuer = product name)',
        params: idParams,
        querystring: z.object({ date: z.string().max(40).optional() }),
      },
    },
    async (request, reply) => {
      const png = await setup.authenticatorQrPng(ctx, own(request, request.params.id));
      return reply.type('image/png').header('cache-control', 'no-store').send(png);
    },
  );

  r.post(
    '/api/myaccount/authenticator/verify/:id',
    {
      config: { access: access.session({ early: 'enrolment' }) },
      preValidation: ownIdFirst,
      schema: {
        tags,
        summary: 'Verifies a code of the pending secret; the method becomes AUTHENTICATOR_APP',
        params: idParams,
        body: authenticatorVerifySchema,
        response: { 200: twoFactorStateSchema },
      },
    },
    async (request) => setup.verifyAuthenticatorSetup(ctx, enroller(request), request.body.code, request.ip),
  );

  r.post(
    '/api/myaccount/smstotp/registration/:id',
    {
      config: { access: access.session({ early: 'enrolment' }) },
      preValidation: ownIdFirst,
      schema: {
        tags,
        summary: 'Texts a 6-digit code to the phone (E.164)',
        params: idParams,
        body: smsRegistrationSchema,
        response: { 200: smsSentSchema },
      },
    },
    async (request) => setup.startSmsSetup(ctx, enroller(request), request.body.f2aPhone),
  );

  r.post(
    '/api/myaccount/smstotp/verify/:id',
    {
      config: { access: access.session({ early: 'enrolment' }) },
      preValidation: ownIdFirst,
      schema: {
        tags,
        summary: 'Verifies the texted code; the method becomes SMS_TOTP',
        params: idParams,
        body: smsVerifySchema,
        response: { 200: twoFactorStateSchema },
      },
    },
    async (request) => setup.verifySmsSetup(ctx, enroller(request), request.body.token, request.ip),
  );

  r.post(
    '/api/myaccount/emailtotp/registration/:id',
    {
      config: { access: access.session({ early: 'enrolment' }) },
      preValidation: ownIdFirst,
      schema: {
        tags,
        summary:
          'Chooses the e-mailed one-time passcode (from a session without a second factor: after the mailed setup code, decision 126)',
        params: idParams,
        response: { 200: twoFactorStateSchema },
      },
    },
    async (request) => setup.chooseEmailCode(ctx, enroller(request), request.ip),
  );

  r.get(
    '/api/myaccount/webauthn/registration/start/:id',
    {
      config: { access: access.session({ early: 'enrolment' }) },
      preValidation: ownIdFirst,
      schema: {
        tags,
        summary: 'WebAuthn registration options (single-use challenge, 5 minutes)',
        params: idParams,
        response: { 200: webauthnJsonSchema },
      },
    },
    async (request) => ({ ...(await setup.startWebauthnRegistration(ctx, enroller(request))) }),
  );

  r.post(
    '/api/myaccount/webauthn/registration/finish/:id',
    {
      config: { access: access.session({ early: 'enrolment' }) },
      preValidation: ownIdFirst,
      schema: {
        tags,
        summary: 'Stores the new credential; the method becomes WEBAUTHN',
        params: idParams,
        body: webauthnJsonSchema,
        response: { 200: twoFactorStateSchema },
      },
    },
    async (request) => setup.finishWebauthnRegistration(ctx, enroller(request), request.body, request.ip),
  );

  r.post(
    '/api/myaccount/mailbox-proof',
    {
      config: { access: access.session({ early: 'enrolment' }) },
      schema: {
        tags,
        summary:
          'Mails a setup code to the address on file; a session without a second factor enrols only after entering it',
        response: { 200: mailboxProofSentSchema },
      },
    },
    async (request) => sendSetupCode(ctx, principalOf(request)),
  );

  r.post(
    '/api/myaccount/mailbox-proof/verify',
    {
      config: { access: access.session({ early: 'enrolment' }) },
      schema: {
        tags,
        summary: 'Checks the mailed setup code; this session may then enrol a method for 15 minutes',
        body: mailboxProofVerifySchema,
        response: { 200: z.object({}) },
      },
    },
    async (request) => {
      await verifySetupCode(ctx, principalOf(request), request.body.code, request.ip);
      return {};
    },
  );

  r.get(
    '/api/myaccount/webauthn/assertion/start/:id',
    {
      config: { access: access.session({ early: 'enrolment' }) },
      preValidation: ownIdFirst,
      schema: {
        tags,
        summary: 'WebAuthn assertion options for Test WebAuthn',
        params: idParams,
        response: { 200: webauthnJsonSchema },
      },
    },
    async (request) => ({ ...(await setup.startWebauthnAssertion(ctx, own(request, request.params.id))) }),
  );

  r.post(
    '/api/myaccount/webauthn/assertion/finish/:id',
    {
      config: { access: access.session({ early: 'enrolment' }) },
      preValidation: ownIdFirst,
      schema: {
        tags,
        summary: 'Checks an assertion (signature, challenge, counter)',
        params: idParams,
        body: webauthnJsonSchema,
        response: { 200: twoFactorStateSchema },
      },
    },
    async (request) => setup.finishWebauthnAssertion(ctx, own(request, request.params.id), request.body),
  );
}
