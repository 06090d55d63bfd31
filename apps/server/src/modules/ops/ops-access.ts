import type { FastifyRequest } from 'fastify';
import { access } from '../../platform/access.js';
import { principalOf } from '../../platform/access-plugin.js';
import type { Operator } from './report-lifecycle.js';

/** The operations console's routes: ROLE_ADMIN only. */
export const OPS = access.session({ roles: ['ROLE_ADMIN'] });
// Opened in a frame, a new tab or an <img>, so no CSRF header (decision 001); it changes nothing.
export const OPS_VIEW = access.session({ roles: ['ROLE_ADMIN'], csrf: false });

export const operatorOf = (request: FastifyRequest): Operator => ({
  userId: principalOf(request).userId,
  ip: request.ip,
});
