import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { httpOnlyCookie } from '../../platform/session-cookie.js';
import type { SignatureRequestRow } from './repo.js';

/**
 * The pass a passed identity check gives the browser that passed it (docs/decisions/291):
 * `<nonce>.<signature>`, the signature an HMAC over the request's id, the time its current link was
 * sent and the nonce. Nothing is stored: a second browser that passes the check holds a pass of
 * its own, and a resend (a new link, the check started over) makes every earlier pass worthless.
 */
export const SIGNING_PASS_COOKIE = 'taxlens_sign_pass';

/** What a pass is bound to: the request and its current link (a resend sends it again). */
type PassBinding = Pick<SignatureRequestRow, 'id' | 'sent_at'>;
export type PassedRequest = PassBinding & Pick<SignatureRequestRow, 'status'>;

// Its own key, derived from the session secret, so a pass can never stand for anything else.
const keyOf = (sessionSecret: string) => createHmac('sha256', sessionSecret).update('esign-pass').digest();
const sign = (sessionSecret: string, r: PassBinding, nonce: string) =>
  createHmac('sha256', keyOf(sessionSecret))
    .update(`${r.id}.${new Date(r.sent_at).getTime()}.${nonce}`)
    .digest('base64url');

export function issueSigningPass(sessionSecret: string, r: PassBinding): string {
  const nonce = randomBytes(16).toString('base64url');
  return `${nonce}.${sign(sessionSecret, r, nonce)}`;
}

/**
 * The caller may see and use what the check unlocks: the request is checked, and the caller's pass
 * was issued for it since its link was last sent. The callers refuse an ended request before asking.
 */
export function holdsSigningPass(sessionSecret: string, r: PassedRequest, pass: string | undefined): boolean {
  if (r.status !== 'IDENTITY_CHECKED' || !pass || pass.length > 100) return false;
  const parts = pass.split('.');
  if (parts.length !== 2) return false;
  const [nonce, signature] = parts as [string, string];
  const expected = Buffer.from(sign(sessionSecret, r, nonce));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The pass of the call, if it sent one (the browser sends it only under the link's own path). */
export const signingPassOf = (request: FastifyRequest): string | undefined => request.cookies[SIGNING_PASS_COOKIE];

const passPath = (token: string) => `/api/sign/${token}`;

/** A pass just issued, and how long it may live: until the request expires. */
export type SigningPass = { value: string; expiresAt: Date; now: Date };

/**
 * HttpOnly, SameSite=Strict, scoped to the link's path (only its routes receive it), living no
 * longer than the request.
 */
export function setSigningPass(request: FastifyRequest, reply: FastifyReply, token: string, pass: SigningPass): void {
  const seconds = Math.max(1, Math.floor((pass.expiresAt.getTime() - pass.now.getTime()) / 1000));
  reply.setCookie(SIGNING_PASS_COOKIE, pass.value, httpOnlyCookie(request, passPath(token), 'strict', seconds));
}

/** Once the request ended (signed, declined), the pass is of no more use. */
export function clearSigningPass(reply: FastifyReply, token: string): void {
  reply.clearCookie(SIGNING_PASS_COOKIE, { path: passPath(token) });
}
