import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { httpOnlyCookie } from '../../platform/session-cookie.js';

/**
 * OWASP's device cookie (decision 131): `<userId>.<nonce>.<signature>`, set on every successful
 * sign-in, so the browser proves "this user signed in here before". It opens no session and
 * carries no secret of the user's; it only decides whether a throttled account may still sign in
 * here and whether a sign-in is from a new device.
 */
export const DEVICE_COOKIE = 'taxlens_device';
const DEVICE_COOKIE_PATH = '/api';
const DEVICE_COOKIE_DAYS = 365;

// Its own key, derived from the session secret, so a device cookie can never pass for anything else.
const keyOf = (sessionSecret: string) => createHmac('sha256', sessionSecret).update('device-cookie').digest();
const sign = (sessionSecret: string, body: string) =>
  createHmac('sha256', keyOf(sessionSecret)).update(body).digest('base64url');

export function issueDeviceCookieValue(sessionSecret: string, userId: string): string {
  const body = `${userId}.${randomBytes(16).toString('base64url')}`;
  return `${body}.${sign(sessionSecret, body)}`;
}

/** The user a device cookie names when its signature holds, else null. */
export function readDeviceCookieUser(sessionSecret: string, value: string | undefined): string | null {
  if (!value || value.length > 200) return null;
  const parts = value.split('.');
  if (parts.length !== 3) return null;
  const [userId, nonce, signature] = parts as [string, string, string];
  const expected = Buffer.from(sign(sessionSecret, `${userId}.${nonce}`));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? userId : null;
}

export function setDeviceCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  sessionSecret: string,
  userId: string,
): void {
  reply.setCookie(
    DEVICE_COOKIE,
    issueDeviceCookieValue(sessionSecret, userId),
    httpOnlyCookie(request, DEVICE_COOKIE_PATH, 'lax', DEVICE_COOKIE_DAYS * 24 * 3600),
  );
}
