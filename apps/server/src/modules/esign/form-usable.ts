import type { Database } from '../../db/connection.js';
import { cancelAwaitingOrders, enqueueAwaitingOrders } from '../orders/awaiting-signature.js';
import type { SignatureRequestRow } from './repo.js';

/** Why a request's form will never be usable: every end but a signed (and, where asked, approved) form. */
export type UnusableEnd = 'DECLINED' | 'EXPIRED' | 'VOIDED' | 'REPLACED' | 'LOCKED' | 'REFUSED';

/**
 * The one place a request's signed form becomes usable for orders: at signing for a known borrower,
 * at operations' approval after a remote identity proof. Runs in the transaction that made it so.
 * Orders placed "awaiting signature" on this request enter the operations queue from here (docs/decisions/213).
 */
export async function formBecameUsable(trx: Database, r: SignatureRequestRow, now: Date): Promise<void> {
  await enqueueAwaitingOrders(trx, r, now);
}

/** What the lender reads on an order cancelled because its request ended this way. */
export function cancelReasonOf(r: Pick<SignatureRequestRow, 'signer_name' | 'decline_reason'>, end: Exclude<UnusableEnd, 'REPLACED'>): string {
  switch (end) {
    case 'DECLINED':
      return `${r.signer_name} declined to sign the Form 8821${r.decline_reason ? `: ${r.decline_reason}` : '.'}`;
    case 'EXPIRED':
      return `The signature request sent to ${r.signer_name} expired unsigned.`;
    case 'VOIDED':
      return 'The signature request was voided.';
    case 'LOCKED':
      return 'The signature request was locked after too many failed identity checks.';
    case 'REFUSED':
      return "Operations refused the signer's identity proof.";
  }
}

/**
 * The one place a request ends without a usable form; orders awaiting it are cancelled from here,
 * unbilled. A REPLACED request's orders are not: they move to the replacing request once its row
 * exists (createRequest), since the lender resent to fix a detail.
 */
export async function formWillNotBeUsable(trx: Database, r: SignatureRequestRow, end: UnusableEnd, now: Date): Promise<void> {
  if (end === 'REPLACED') return;
  await cancelAwaitingOrders(trx, r, cancelReasonOf(r, end), now);
}
