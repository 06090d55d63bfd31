import type { Database } from '../../db/connection.js';

export type SecondFactorRow = {
  totp_secret: string | null;
  totp_pending_secret: string | null;
  totp_last_step: number;
  sms_phone: string | null;
  sms_pending_phone: string | null;
};

export async function findSecondFactors(db: Database, userId: string): Promise<SecondFactorRow | undefined> {
  return db
    .selectFrom('user_second_factors')
    .select(['totp_secret', 'totp_pending_secret', 'totp_last_step', 'sms_phone', 'sms_pending_phone'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Creates the user's row on first use and applies the change. */
export async function saveSecondFactors(
  db: Database,
  userId: string,
  changes: Partial<Omit<SecondFactorRow, 'totp_last_step'>>,
  now: Date,
): Promise<void> {
  await db
    .insertInto('user_second_factors')
    .values({ user_id: userId, ...changes, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...changes, updated_at: now }))
    .execute();
}

/**
 * Records a TOTP step as used. One statement, so two instances that see the same code at once
 * cannot both accept it: only the one that moves the step forward wins.
 */
export async function acceptTotpStep(db: Database, userId: string, step: number): Promise<boolean> {
  const result = await db
    .updateTable('user_second_factors')
    .set({ totp_last_step: step })
    .where('user_id', '=', userId)
    .where('totp_last_step', '<', step)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function setF2aType(db: Database, userId: string, f2aType: string): Promise<void> {
  await db.updateTable('users').set({ f2a_type: f2aType }).where('id', '=', userId).execute();
}

/** The name and address a mail to the user goes to. */
export async function findUserMailbox(db: Database, userId: string): Promise<{ email: string; first_name: string }> {
  return db.selectFrom('users').select(['email', 'first_name']).where('id', '=', userId).executeTakeFirstOrThrow();
}

export async function findSetupUser(db: Database, userId: string) {
  return db
    .selectFrom('users')
    .select(['id', 'username', 'first_name', 'last_name', 'f2a_type'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** Back to no second factor: the method, the failure count, the block, the keys and the secrets go. */
export async function clearSecondFactor(tx: Database, userId: string): Promise<void> {
  await tx
    .updateTable('users')
    .set({ f2a_type: 'OFF', f2a_failures: 0, f2a_blocked_at: null })
    .where('id', '=', userId)
    .execute();
  await tx.deleteFrom('webauthn_credentials').where('user_id', '=', userId).execute();
  await tx.deleteFrom('user_second_factors').where('user_id', '=', userId).execute();
}

/** One more consecutive wrong answer, in one statement; returns the new count. */
export async function incrementSecondFactorFailures(tx: Database, userId: string): Promise<number> {
  const row = await tx
    .updateTable('users')
    .set((eb) => ({ f2a_failures: eb('f2a_failures', '+', 1) }))
    .where('id', '=', userId)
    .returning('f2a_failures')
    .executeTakeFirstOrThrow();
  return row.f2a_failures;
}

export async function blockSecondFactor(tx: Database, userId: string, now: Date): Promise<void> {
  await tx.updateTable('users').set({ f2a_blocked_at: now }).where('id', '=', userId).execute();
}

/** A right answer ends the run of failures. Writes only when there was one. */
export async function clearSecondFactorFailures(db: Database, userId: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ f2a_failures: 0 })
    .where('id', '=', userId)
    .where('f2a_failures', '>', 0)
    .execute();
}
