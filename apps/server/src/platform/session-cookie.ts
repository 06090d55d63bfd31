import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from './session-store.js';

/** HttpOnly, SameSite=Lax, Secure whenever the request arrived over https (directly or via a trusted proxy). */
export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  maxAgeSeconds: number,
): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: maxAgeSeconds,
  });
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
  reply.setCookie(EXPIRED_PASSWORD_COOKIE, token, {
    path: EXPIRED_PASSWORD_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    maxAge: maxAgeSeconds,
  });
}

export function clearExpiredPasswordCookie(reply: FastifyReply): void {
  reply.clearCookie(EXPIRED_PASSWORD_COOKIE, { path: EXPIRED_PASSWORD_PATH });
}
