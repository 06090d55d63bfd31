import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from './session-store.js';

/** HttpOnly, SameSite=Lax, Secure whenever the request arrived over https (directly or via a trusted proxy). */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, maxAgeSeconds: number): void {
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
