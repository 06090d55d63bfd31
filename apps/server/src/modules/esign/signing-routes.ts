import {
  declineSchema,
  identityCheckSchema,
  signedResultSchema,
  signFormSchema,
  signingViewSchema,
} from '@taxlens/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { access } from '../../platform/access.js';
import { signerOf } from '../../platform/access-plugin.js';
import { completeSigning, readSignedForm } from './complete-signing.js';
import { checkIdentity, sendIdentityCode } from './identity-check.js';
import { submitIdentityProof } from './identity-proof.js';
import { readProofUpload } from './read-proof-upload.js';
import type { SignerMeta } from './open-request.js';
import { sendImage } from '../../platform/storage/send-image.js';
import { declineSigning, openSigningPage, readPresentedForm, readSigningLogo } from './signing-service.js';
import { clearSigningPass, setSigningPass, SIGNING_PASS_COOKIE, signingPassOf } from './signing-pass.js';

const tokenParams = z.object({ token: z.string().max(64) });
const downloadParams = z.object({ token: z.string().max(64), download: z.string().max(64) });
const TOKEN_NOTE =
  'The signing link token is the credential: an unknown token answers 404; a request that ended answers 409.';
const PASS_NOTE = `Needs the pass (HttpOnly cookie ${SIGNING_PASS_COOKIE}, scoped to the link's path) that a passed identity check set in this browser; without it a checked request answers as before the check.`;

const metaOf = (request: FastifyRequest): SignerMeta => ({
  ip: request.ip,
  userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
});

function sendPdf(reply: FastifyReply, bytes: Buffer, name: string) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `inline; filename="${name}"`)
    .header('cache-control', 'private, no-store')
    .send(bytes);
}

/**
 * The borrower's side (no account): the signing link is a principal of its own that reaches its one
 * request and nothing else (docs/decisions/196). These routes are a public surface.
 */
export async function registerSigningRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['signing'];
  const signing = access.signing();

  r.get(
    '/api/sign/:token',
    {
      config: { access: signing },
      schema: {
        tags,
        summary: 'The signing page: lender, signer, the prefilled form (each open is recorded)',
        description: `${TOKEN_NOTE} The last 4 digits of the tax id and formSha256 only with the pass of a passed identity check (cookie ${SIGNING_PASS_COOKIE}); identityChecked says whether this browser holds one.`,
        params: tokenParams,
        response: { 200: signingViewSchema },
      },
    },
    async (request) => openSigningPage(ctx, signerOf(request), metaOf(request), signingPassOf(request)),
  );

  r.get(
    '/api/sign/:token/form',
    {
      config: { access: signing },
      schema: {
        tags,
        summary: 'The prefilled Form 8821 as presented (PDF)',
        description: `${TOKEN_NOTE} ${PASS_NOTE} (409 IDENTITY_NOT_CHECKED)`,
        params: tokenParams,
        response: { 200: z.any() },
      },
    },
    async (request, reply) =>
      sendPdf(reply, await readPresentedForm(ctx, signerOf(request), signingPassOf(request)), 'form-8821.pdf'),
  );

  r.get(
    '/api/sign/:token/logo',
    {
      config: { access: signing },
      schema: {
        tags,
        summary: "The lender's logo (PNG or JPEG); 404 when the lender has none",
        description: TOKEN_NOTE,
        params: tokenParams,
        response: { 200: z.any() },
      },
    },
    async (request, reply) => sendImage(reply, await readSigningLogo(ctx, signerOf(request))),
  );

  r.post(
    '/api/sign/:token/code',
    {
      config: { access: signing },
      schema: {
        tags,
        summary: 'Mail (and text) a one-time code to the signer',
        description: `${TOKEN_NOTE} At most 5 codes per 15 minutes (429). A checked request sends one too, for a browser without the pass.`,
        params: tokenParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await sendIdentityCode(ctx, signerOf(request), metaOf(request));
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/api/sign/:token/identity',
    {
      config: { access: signing },
      schema: {
        tags,
        summary: 'The known-borrower check: last 4 digits of the tax id and the mailed code',
        description: `${TOKEN_NOTE} A mismatch answers 400 with the tries left; the fifth locks the request (423). Passing sets the pass of this browser (HttpOnly, SameSite=Strict cookie ${SIGNING_PASS_COOKIE} on the link's path, living no longer than the request); a checked request is checked again for a browser of its own.`,
        params: tokenParams,
        body: identityCheckSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const pass = await checkIdentity(ctx, signerOf(request), request.body, metaOf(request));
      setSigningPass(request, reply, request.params.token, pass);
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/api/sign/:token/proof',
    {
      config: { access: signing },
      schema: {
        tags,
        summary: "The remote identity proof: the signer's facts and two photos (multipart), after the code step",
        description:
          `${TOKEN_NOTE} Multipart: field \`facts\` (JSON: fullName, taxId NNN-NN-NNNN (SSN or ITIN), addressLine1, addressLine2, city, state, zip, dateOfBirth YYYY-MM-DD; adult), ` +
          'file parts `idDocument` (a photo of a government photo ID) and `selfie`: each a JPEG or PNG decided by its bytes, at most 10 MB (413 past it). ' +
          "An SSN that is not the taxpayer's (an individual's form) counts as a failed check. A new submission replaces the earlier one. " +
          PASS_NOTE,
        params: tokenParams,
        consumes: ['multipart/form-data'],
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await submitIdentityProof(
        ctx,
        signerOf(request),
        await readProofUpload(request),
        metaOf(request),
        signingPassOf(request),
      );
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/api/sign/:token/sign',
    {
      config: { access: signing },
      schema: {
        tags,
        summary: 'Sign (once): typed or drawn signature, with ESIGN consent',
        description: `${TOKEN_NOTE} ${PASS_NOTE} (409 IDENTITY_NOT_CHECKED)`,
        params: tokenParams,
        body: signFormSchema,
        response: { 200: signedResultSchema },
      },
    },
    async (request, reply) => {
      const { download, downloadExpiresAt } = await completeSigning(
        ctx,
        signerOf(request),
        request.body,
        metaOf(request),
        signingPassOf(request),
      );
      clearSigningPass(reply, request.params.token);
      return { downloadUrl: `/api/sign/${request.params.token}/signed/${download}`, downloadExpiresAt };
    },
  );

  r.post(
    '/api/sign/:token/decline',
    {
      config: { access: signing },
      schema: {
        tags,
        summary: 'Decline to sign, with a reason',
        description: TOKEN_NOTE,
        params: tokenParams,
        body: declineSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await declineSigning(ctx, signerOf(request), request.body.reason, metaOf(request));
      clearSigningPass(reply, request.params.token);
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/api/sign/:token/signed/:download',
    {
      config: { access: signing },
      schema: {
        tags,
        summary: 'The signed Form 8821 (PDF), through the short-lived link answered by signing',
        description: TOKEN_NOTE,
        params: downloadParams,
        response: { 200: z.any() },
      },
    },
    async (request, reply) =>
      sendPdf(reply, await readSignedForm(ctx, signerOf(request), request.params.download), 'form-8821-signed.pdf'),
  );
}
