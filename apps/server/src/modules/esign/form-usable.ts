import type { Database } from '../../db/connection.js';
import type { SignatureRequestRow } from './repo.js';

/** Why a request's form will never be usable: every end but a signed (and, where asked, approved) form. */
export type UnusableEnd = 'DECLINED' | 'EXPIRED' | 'VOIDED' | 'REPLACED' | 'LOCKED' | 'REFUSED';

/**
 * The one place a request's signed form becomes usable for orders: at signing for a known borrower,
 * at operations' approval after a remote identity proof. Runs in the transaction that made it so.
 * Orders placed "awaiting signature" on this request move on from here.
 */
export async function formBecameUsable(_trx: Database, _r: SignatureRequestRow, _now: Date): Promise<void> {}

/** The one place a request ends without a usable form; orders awaiting it are cancelled from here. */
export async function formWillNotBeUsable(_trx: Database, _r: SignatureRequestRow, _end: UnusableEnd, _now: Date): Promise<void> {}
