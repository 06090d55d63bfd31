import type { FastifyRequest } from 'fastify';
import { lenderOf, principalOf } from '../../platform/access-plugin.js';
import type { Actor } from './service.js';

/** The caller of a lender-level route, as the client services see it. */
export function actorOf(request: FastifyRequest): Actor {
  const principal = principalOf(request);
  const lender = lenderOf(request);
  return {
    userId: principal.userId,
    lenderId: lender.id,
    ip: request.ip,
    roles: principal.roles,
    capabilities: lender.capabilities,
    monitorType: lender.monitorType,
  };
}
