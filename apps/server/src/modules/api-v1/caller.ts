import { passesRoleGuard, TAX_ID_READERS } from '@taxlens/contracts';
import type { FastifyRequest } from 'fastify';
import { principalOf } from '../../platform/access-plugin.js';

/** Who calls /api/v1: the idempotency scope, the test mode and whether full tax ids may be shown. */
export type ApiCaller = { callerId: string; test: boolean; mayRevealPii: boolean };

export function apiCallerOf(request: FastifyRequest): ApiCaller {
  const principal = principalOf(request);
  const key = principal.apiKey;
  if (key)
    return {
      callerId: `key:${key.id}`,
      test: principal.lender?.sandbox ?? false,
      mayRevealPii: key.scopes.includes('pii'),
    };
  // A signed-in user may call /api/v1 too: live data, and the tax-id readers' right of the web app.
  return {
    callerId: `user:${principal.userId}`,
    test: false,
    mayRevealPii: passesRoleGuard(principal.roles, TAX_ID_READERS),
  };
}
