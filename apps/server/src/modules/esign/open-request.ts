import { OPEN_SIGNATURE_STATUSES, SIGNATURE_STATUS_LABELS } from '@taxlens/contracts';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/connection.js';
import { AppError, notFound } from '../../platform/errors.js';
import type { SigningPrincipal } from '../../platform/signing-principal.js';
import { findRequest, lockPair, type SignatureRequestRow } from './repo.js';
import { expireRequest } from './request-ends.js';

/** Where a signer's call came from, for the evidence. */
export type SignerMeta = { ip: string; userAgent: string | null };

/** The link's request, locked; refused (409) once it ended. A request past its expiry ends here (and commits so). */
export async function openRequestForUpdate(
  trx: Database,
  signer: SigningPrincipal,
  now: Date,
): Promise<SignatureRequestRow> {
  // A joint filer's request locks its pair first, in one order (docs/decisions/218).
  const pairId = (await findRequest(trx, signer.lenderId, signer.requestId))?.pair_id ?? null;
  await lockPair(trx, signer.lenderId, pairId);
  const r = await findRequest(trx, signer.lenderId, signer.requestId, true);
  if (!r) throw notFound('The signature request');
  if (!OPEN_SIGNATURE_STATUSES.includes(r.status)) throw ended(r.status);
  if (new Date(r.expires_at) <= now) throw ended('EXPIRED');
  return r;
}

/** Ends a request whose time is up, in its own transaction (the job does the same on schedule). */
export async function expireIfDue(
  { db, waitingOrders }: Pick<AppContext, 'db' | 'waitingOrders'>,
  signer: SigningPrincipal,
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const r = await findRequest(trx, signer.lenderId, signer.requestId, true);
    if (r && OPEN_SIGNATURE_STATUSES.includes(r.status) && new Date(r.expires_at) <= now)
      await expireRequest(trx, waitingOrders, r, now);
  });
}

export const ended = (status: keyof typeof SIGNATURE_STATUS_LABELS) =>
  AppError.of(
    409,
    'SIGNATURE_REQUEST_ENDED',
    `This signature request is ${SIGNATURE_STATUS_LABELS[status].toLowerCase()} and can no longer be used.`,
  );
