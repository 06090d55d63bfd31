import type { ClientDetail } from '@taxlens/contracts';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { accessDenied } from '../../platform/errors.js';
import { actorOf } from '../clients/index.js';
import * as clients from '../clients/index.js';
import { apiCallerOf } from './caller.js';
import type { clientSchema } from './schemas.js';

type ApiClient = z.infer<typeof clientSchema>;

function withoutWebFields(detail: ClientDetail): ApiClient {
  const { capabilities: _c, permissions: _p, bundle: _b, ...client } = detail;
  return client;
}

/**
 * A client as /api/v1 answers it: tax ids masked, or in full when the caller asked (`reveal=taxId`)
 * and may (the `pii` scope); revealing goes through the portal's audited reveal.
 */
export async function loadApiClient(
  ctx: AppContext,
  request: FastifyRequest,
  id: string,
  reveal = false,
): Promise<ApiClient> {
  const actor = actorOf(request);
  if (reveal && !apiCallerOf(request).mayRevealPii) throw accessDenied();
  const client = withoutWebFields(await clients.getClientDetail(ctx, actor, id));
  if (!reveal) return client;
  const revealed = await clients.revealTaxId(ctx, actor, id);
  return {
    ...client,
    ein: client.taxIdKind === 'EIN' ? revealed.taxId : revealed.secondEin,
    ssn: client.taxIdKind === 'SSN' ? revealed.taxId : null,
    secondEin: revealed.secondEin,
    // A joint filer's spouse's number is revealed with the client's (decision 218).
    jointSpouse:
      client.jointSpouse && revealed.spouseTaxId
        ? { ...client.jointSpouse, ssn: revealed.spouseTaxId }
        : client.jointSpouse,
  };
}
