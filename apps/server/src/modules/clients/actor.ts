import type { FastifyRequest } from 'fastify';
import { lenderOf, principalOf } from '../../platform/access-plugin.js';
import type { Role } from '@taxlens/contracts';

/** Who acts in the client services: the user, the selected lender and its capabilities. */
export type Actor = {
  userId: string;
  lenderId: string;
  ip: string;
  roles: readonly Role[];
  capabilities: Record<string, string>;
  monitorType: string;
};

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
