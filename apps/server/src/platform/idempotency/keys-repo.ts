import type { QueryCreator } from 'kysely';
import type { Database } from '../../db/connection.js';
import type { DB } from '../../db/schema.js';

/** Where a key was sent: each surface keeps its own keys and its own replay answer (decision 253). */
export type IdempotencySurface = 'web-orders' | 'web-bulk-signatures' | 'api-v1';

/** Whose key it is: a lender's, on one surface, of one principal ('' when the key is the lender's). */
export type KeyScope = { surface: IdempotencySurface; lenderId: string; principal: string; key: string };

export type StoredKey = { status: 'PENDING' | 'DONE'; fingerprint: string; answer: string | null };

export async function findKey(db: Database, scope: KeyScope): Promise<StoredKey | undefined> {
  const row = await db
    .selectFrom('idempotency_keys')
    .select(['status', 'request_hash', 'answer'])
    .where('lender_id', '=', scope.lenderId)
    .where('surface', '=', scope.surface)
    .where('principal', '=', scope.principal)
    .where('idempotency_key', '=', scope.key)
    .executeTakeFirst();
  return row && { status: row.status, fingerprint: row.request_hash, answer: row.answer };
}

export type NewKey = {
  fingerprint: string;
  status: 'PENDING' | 'DONE';
  answer: string | null;
  now: Date;
  expiresAt: Date | null;
};

/** The key's insert, which answers no row when the key is taken; a statement of its own or part of one (a CTE). */
export function insertKey(db: QueryCreator<DB>, scope: KeyScope, key: NewKey) {
  return db
    .insertInto('idempotency_keys')
    .values({
      lender_id: scope.lenderId,
      surface: scope.surface,
      principal: scope.principal,
      idempotency_key: scope.key,
      request_hash: key.fingerprint,
      status: key.status,
      answer: key.answer,
      created_at: key.now,
      expires_at: key.expiresAt,
    })
    .onConflict((oc) => oc.columns(['lender_id', 'surface', 'principal', 'idempotency_key']).doNothing())
    .returning('idempotency_key');
}

export async function completeKey(db: Database, scope: KeyScope, answer: string): Promise<void> {
  await db
    .updateTable('idempotency_keys')
    .set({ status: 'DONE', answer })
    .where('lender_id', '=', scope.lenderId)
    .where('surface', '=', scope.surface)
    .where('principal', '=', scope.principal)
    .where('idempotency_key', '=', scope.key)
    .execute();
}

/** Deletes the key; `expiredBy`: only when it expired by then. */
export async function deleteKey(db: Database, scope: KeyScope, expiredBy?: Date): Promise<void> {
  let query = db
    .deleteFrom('idempotency_keys')
    .where('lender_id', '=', scope.lenderId)
    .where('surface', '=', scope.surface)
    .where('principal', '=', scope.principal)
    .where('idempotency_key', '=', scope.key);
  if (expiredBy) query = query.where('expires_at', '<=', expiredBy);
  await query.execute();
}

/** The housekeeping sweep: keys past their expiry (only /api/v1's expire). */
export async function deleteExpiredKeys(db: Database, now: Date): Promise<void> {
  await db.deleteFrom('idempotency_keys').where('expires_at', '<=', now).execute();
}
