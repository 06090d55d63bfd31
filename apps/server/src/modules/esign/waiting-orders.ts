import type { Database } from '../../db/connection.js';

/**
 * The request an order waits on, as its ends see it. A joint filers' pair (docs/decisions/218) is
 * waited on as one: `pairIds` names both requests (orders wait on the client's own), and the
 * spouse's signed form goes with the order beside the client's.
 */
export type WaitedOn = {
  id: string;
  lender_id: string;
  client_id: string;
  signed_file_id: string | null;
  pairIds?: readonly string[];
  spouseFileId?: string | null;
};

/**
 * What waits on a signature request: orders placed "awaiting signature" (docs/decisions/213), moved
 * in the transaction that decides the request's form. The orders module registers them at start
 * (modules/index.ts): orders build on e-sign (an order can send a request), so e-sign does not
 * import orders back.
 */
export type WaitingOrders = {
  /** The form became usable: the orders enter the operations queue. */
  enqueue(trx: Database, r: WaitedOn, now: Date): Promise<unknown>;
  /** The request ended without a usable form: the orders are cancelled, unbilled, with `reason`. */
  cancel(trx: Database, r: WaitedOn, reason: string, now: Date): Promise<unknown>;
  /** The requests were replaced by a new one (a resend): their orders wait on it. */
  move(trx: Database, lenderId: string, fromIds: readonly string[], toId: string, now: Date): Promise<unknown>;
};

let registered: WaitingOrders | null = null;

export function registerWaitingOrders(orders: WaitingOrders): void {
  registered = orders;
}

/** The registered orders; refusing, rather than skipping, when none are, so an order can never be left waiting unseen. */
export function waitingOrders(): WaitingOrders {
  if (!registered)
    throw new Error(
      'No waiting orders are registered for signature requests: modules/index.ts registers them at start',
    );
  return registered;
}
