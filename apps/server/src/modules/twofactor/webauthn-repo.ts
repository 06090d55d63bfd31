import type { Database } from '../../db/connection.js';

export type ChallengePurpose = 'REGISTRATION' | 'AUTHENTICATION';

export async function insertChallenge(
  db: Database,
  input: { userId: string; purpose: ChallengePurpose; challenge: string; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('webauthn_challenges')
    .values({
      user_id: input.userId,
      purpose: input.purpose,
      challenge: input.challenge,
      expires_at: input.expiresAt,
    })
    .execute();
}

/** Marks a live challenge of this user and purpose used; one statement, so a second use finds nothing. */
export async function useChallenge(
  db: Database,
  userId: string,
  purpose: ChallengePurpose,
  challenge: string,
  now: Date,
): Promise<boolean> {
  const row = await db
    .updateTable('webauthn_challenges')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('challenge', '=', challenge)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('id')
    .executeTakeFirst();
  return Boolean(row);
}

export async function listCredentials(db: Database, userId: string) {
  return db
    .selectFrom('webauthn_credentials')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
}

export async function hasWebauthnCredentials(db: Database, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('webauthn_credentials')
    .select('id')
    .where('user_id', '=', userId)
    .limit(1)
    .executeTakeFirst();
  return Boolean(row);
}

export async function insertCredential(
  db: Database,
  input: { id: string; userId: string; publicKey: string; counter: number; transports: string[] },
): Promise<void> {
  await db
    .insertInto('webauthn_credentials')
    .values({
      id: input.id,
      user_id: input.userId,
      public_key: input.publicKey,
      counter: input.counter,
      transports: input.transports,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

export async function findUserCredential(db: Database, userId: string, credentialId: string) {
  return db
    .selectFrom('webauthn_credentials')
    .selectAll()
    .where('id', '=', credentialId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Conditional update: a counter that went back (a cloned key) or a race with another use changes nothing. */
export async function advanceCounter(db: Database, id: string, newCounter: number, now: Date): Promise<boolean> {
  const updated = await db
    .updateTable('webauthn_credentials')
    .set({ counter: newCounter, last_used_at: now })
    .where('id', '=', id)
    .where((eb) => (newCounter === 0 ? eb('counter', '=', 0) : eb('counter', '<', newCounter)))
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}
