import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from './session-store.js';

/**
 * The settings of every cookie the server sets: HttpOnly (no script reads it), Secure whenever the
 * request arrived over https (directly or via a trusted proxy), scoped to `path`.
 */
export const httpOnlyCookie = (
  request: FastifyRequest,
  path: string,
  sameSite: 'lax' | 'strict',
  maxAgeSeconds: number,
): CookieSerializeOptions => ({
  path,
  httpOnly: true,
  sameSite,
  secure: request.protocol === 'https',
  maxAge: maxAgeSeconds,
});

/** HttpOnly, SameSite=Lax, Secure over https. */
export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  maxAgeSeconds: number,
): void {
  reply.setCookie(SESSION_COOKIE, token, httpOnlyCookie(request, '/', 'lax', maxAgeSeconds));
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

/** Set when a correct password has expired: lets only that browser make the forced change. */
export const EXPIRED_PASSWORD_COOKIE = 'taxlens_expired_pass';
const EXPIRED_PASSWORD_PATH = '/api/myaccount/updatepassword';

export function setExpiredPasswordCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  maxAgeSeconds: number,
): void {
  reply.setCookie(
    EXPIRED_PASSWORD_COOKIE,
    token,
    httpOnlyCookie(request, EXPIRED_PASSWORD_PATH, 'strict', maxAgeSeconds),
  );
}

export function clearExpiredPasswordCookie(reply: FastifyReply): void {
  reply.clearCookie(EXPIRED_PASSWORD_COOKIE, { path: EXPIRED_PASSWORD_PATH });
}
