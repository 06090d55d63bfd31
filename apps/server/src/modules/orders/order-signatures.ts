import {
  CLIENT_WRITERS,
  OPEN_SIGNATURE_STATUSES,
  type orderSignatureSchema,
  passesRoleGuard,
  type Role,
} from '@taxlens/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/connection.js';
import { AppError, notFound } from '../../platform/errors.js';
import type { SaveFileInput, SavedFile } from '../../platform/storage/save-file.js';
import { createRequest, type EsignActor, findRequest, type PreparedRequest, prepareRequest } from '../esign/index.js';

export type OrderSignature = z.output<typeof orderSignatureSchema>;

/** What an item placed awaiting signature waits on: a request sent with the order, or an open one of the client. */
export type AwaitedRequest = { kind: 'new'; prepared: PreparedRequest } | { kind: 'open'; requestId: string };

const REQUEST = 'The signature request';

function notOpen(status: string) {
  const then = status === 'SIGNED' ? ' Use the 8821 on file instead.' : ' Send a new request with the order.';
  return AppError.of(
    409,
    'SIGNATURE_REQUEST_ENDED',
    `This signature request is ${status.toLowerCase().replace('_', ' ')}.${then}`,
    { field: 'signature' },
  );
}

/** A request an order may still wait on: open, or signed and awaiting operations' review of the identity proof (its form is not usable yet). */
const AWAITABLE: readonly string[] = [...OPEN_SIGNATURE_STATUSES, 'AWAITING_REVIEW'];

/** An awaitable request of this client at this lender, else 404 (another lender's or client's, as a missing one) or 409. */
async function checkOpenRequest(
  db: Database,
  lenderId: string,
  clientId: string,
  requestId: string,
  forUpdate: boolean,
): Promise<void> {
  const r = await findRequest(db, lenderId, requestId, forUpdate);
  if (!r || r.client_id !== clientId) throw notFound(REQUEST);
  if (!AWAITABLE.includes(r.status)) throw notOpen(r.status);
}

/**
 * Checks each item placed awaiting signature and renders the form of each new request before the
 * orders' transaction (docs/decisions/213). Only the portal sends these: the signer is named by a
 * person who attests the relationship.
 */
export async function checkOrderSignatures(
  ctx: AppContext,
  actor: EsignActor & { roles: readonly Role[] },
  items: readonly { clientId: string; signature?: OrderSignature | undefined }[],
): Promise<Map<string, AwaitedRequest>> {
  const awaited = new Map<string, AwaitedRequest>();
  // Those who may send a request from the client page (today the same roles as ordering).
  if (items.some((i) => i.signature) && !passesRoleGuard(actor.roles, CLIENT_WRITERS)) {
    throw AppError.of(403, 'FORBIDDEN', 'You may not request signatures.');
  }
  for (const { clientId, signature } of items) {
    if (!signature) continue;
    if (signature.requestId) {
      await checkOpenRequest(ctx.db, actor.lenderId, clientId, signature.requestId, false);
      awaited.set(clientId, { kind: 'open', requestId: signature.requestId });
    } else if (signature.signer) {
      awaited.set(clientId, { kind: 'new', prepared: await prepareRequest(ctx, actor, clientId, signature.signer) });
    }
  }
  return awaited;
}

/**
 * In the orders' transaction: sends the new request, or locks the open one and checks it is still
 * open (a signing at this very moment waits for the order, or the order sees it signed and is refused).
 */
export async function openAwaitedRequest(
  trx: Database,
  save: (input: SaveFileInput) => Promise<SavedFile>,
  ctx: AppContext,
  actor: EsignActor,
  clientId: string,
  awaited: AwaitedRequest,
): Promise<string> {
  if (awaited.kind === 'new') return (await createRequest(trx, save, ctx, actor, awaited.prepared)).id;
  await checkOpenRequest(trx, actor.lenderId, clientId, awaited.requestId, true);
  return awaited.requestId;
}
