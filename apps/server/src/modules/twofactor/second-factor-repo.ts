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
