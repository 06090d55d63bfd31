import type { WaitingOrders } from '../../app-context.js';
import type { Database } from '../../db/connection.js';
import { makeCurrentForm8821 } from '../clients/index.js';
import { fromStored } from './prefill.js';
import type { SignatureRequestRow } from './repo.js';
import { findPartner } from './request-repo.js';

/** Why a request's form will never be usable: every end but a signed (and, where asked, approved) form. */
export type UnusableEnd = 'DECLINED' | 'EXPIRED' | 'VOIDED' | 'REPLACED' | 'LOCKED' | 'REFUSED';

/** Who made the form usable, for the client's audit row: the signer's address at signing, or operations' approval. */
export type MadeUsableBy = { ip: string | null; details?: Record<string, unknown> };

/** The other request of a joint filers' pair (docs/decisions/218), already locked by the caller's lockPair; null when sent alone. */
async function partnerOf(trx: Database, r: SignatureRequestRow): Promise<SignatureRequestRow | null> {
  if (!r.pair_id) return null;
  const other = await findPartner(trx, r);
  return other ?? null;
}

/**
 * The one place a request's signed form becomes usable for orders: at signing for a known borrower,
 * at operations' approval after a remote identity proof. Runs in the transaction that made it so
 * (the row already SIGNED). The signed form becomes the client's current 8821, and orders placed
 * "awaiting signature" on it enter the operations queue (docs/decisions/213). A joint filer's form
 * is usable only with the other spouse's (docs/decisions/218): the first of the pair to be usable
 * waits; the second makes both current (the client's own as its 8821, the spouse's beside it) and
 * queues the orders once.
 */
export async function formBecameUsable(
  trx: Database,
  orders: WaitingOrders,
  r: SignatureRequestRow,
  now: Date,
  by: MadeUsableBy,
): Promise<void> {
  const partner = await partnerOf(trx, r);
  if (partner && partner.status !== 'SIGNED') return;
  const own = r.signer_role === 'SPOUSE' && partner ? partner : r;
  const spouse = own === r ? partner : r;
  await makeCurrentForm8821(trx, {
    lenderId: r.lender_id,
    clientId: r.client_id,
    fileId: own.signed_file_id!,
    spouseFileId: spouse?.signed_file_id ?? undefined,
    userId: r.created_by,
    ip: by.ip,
    now,
    action: 'CLIENT_8821_E_SIGNED',
    coveredPeriods: fromStored(own.prefilled).coveredPeriods,
    details: { ...by.details, ...(spouse ? { spouseFileId: spouse.signed_file_id } : {}) },
  });
  await orders.enqueue(
    trx,
    { ...own, pairIds: spouse ? [own.id, spouse.id] : undefined, spouseFileId: spouse?.signed_file_id ?? null },
    now,
  );
}

/** A joint filer's request names whose it was (docs/decisions/218): " (the spouse)"; a single request names nobody. */
const whose = (r: Pick<SignatureRequestRow, 'pair_id' | 'signer_role'>) =>
  r.pair_id ? ` (${r.signer_role === 'SPOUSE' ? 'the spouse' : 'the taxpayer'})` : '';

/** What the lender reads on an order cancelled because its request ended this way; a joint filer's names whose request it was. */
export function cancelReasonOf(
  r: Pick<SignatureRequestRow, 'signer_name' | 'decline_reason' | 'pair_id' | 'signer_role'>,
  end: Exclude<UnusableEnd, 'REPLACED'>,
): string {
  const sentTo = r.pair_id ? ` sent to ${r.signer_name}${whose(r)}` : '';
  switch (end) {
    case 'DECLINED':
      return `${r.signer_name}${whose(r)} declined to sign the Form 8821${r.decline_reason ? `: ${r.decline_reason}` : '.'}`;
    case 'EXPIRED':
      return `The signature request${sentTo || ` sent to ${r.signer_name}`} expired unsigned.`;
    case 'VOIDED':
      return `The signature request${sentTo} was voided.`;
    case 'LOCKED':
      return `The signature request${sentTo} was locked after too many failed identity checks.`;
    case 'REFUSED':
      return r.pair_id
        ? `Operations refused the identity proof of ${r.signer_name}${whose(r)}.`
        : "Operations refused the signer's identity proof.";
  }
}

/**
 * The one place a request ends without a usable form; orders awaiting it (or, for a joint filer,
 * either request of its pair) are cancelled from here, unbilled. A REPLACED request's orders are
 * not: they move to the replacing request once its row exists (createRequest), since the lender
 * resent to fix a detail.
 */
export async function formWillNotBeUsable(
  trx: Database,
  orders: WaitingOrders,
  r: SignatureRequestRow,
  end: UnusableEnd,
  now: Date,
): Promise<void> {
  if (end === 'REPLACED') return;
  const partner = await partnerOf(trx, r);
  await orders.cancel(trx, { ...r, pairIds: partner ? [r.id, partner.id] : undefined }, cancelReasonOf(r, end), now);
}
