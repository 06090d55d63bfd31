import { sql } from 'kysely';
import type { Database } from '../../db/connection.js';

/**
 * Everything the account view needs, in one round trip (it is read on every page load and after
 * every sign-in): the user, how many lenders they may enter, the role held at the selected lender,
 * whether they have a security key, and the selected lender with its capabilities.
 */
export async function findUserViewRow(db: Database, userId: string, lenderId: string | null) {
  return db
    .selectFrom('users')
    .leftJoin('lenders', (join) => join.on('lenders.id', '=', sql<string>`${lenderId}::uuid`))
    .selectAll('users')
    .select([
      'lenders.id as lender_id',
      'lenders.company_name as lender_company_name',
      'lenders.lender_type as lender_type',
      'lenders.monitor_type as lender_monitor_type',
      'lenders.sso as lender_sso',
      'lenders.registration_id as lender_registration_id',
      'lenders.can_order_express as lender_can_order_express',
      'lenders.can_order_same_day as lender_can_order_same_day',
      // The provider's admins may enter every lender (as listLendersOfUser).
      sql<number>`case when users.global_role = 'ROLE_ADMIN' then (select count(*) from lenders where sandbox_of is null)
        else (select count(*) from user_lenders ul join lenders l on l.id = ul.lender_id where ul.user_id = users.id and l.sandbox_of is null) end`.as(
        'lender_count',
      ),
      sql<
        string | null
      >`(select ul.role from user_lenders ul where ul.user_id = users.id and ul.lender_id = lenders.id)`.as(
        'membership_role',
      ),
      sql<boolean>`exists (select 1 from webauthn_credentials w where w.user_id = users.id)`.as('has_webauthn'),
      sql<Record<
        string,
        string
      > | null>`(select json_object_agg(c.name, c.state order by c.name) from lender_capabilities c where c.lender_id = lenders.id)`.as(
        'lender_capabilities',
      ),
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
}

export async function findUserRow(db: Database, userId: string) {
  return db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
}

export async function findUserByUsername(db: Database, username: string) {
  return db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirst();
}

/** The active users with this e-mail address. */
export async function listActiveUsersByEmail(db: Database, email: string) {
  return db
    .selectFrom('users')
    .select(['username', 'first_name', 'email'])
    .where('email', '=', email)
    .where('status', '=', 'ACTIVE')
    .execute();
}

/** The new password hash, with expiry and lockout lifted; `activate` also makes an invited user ACTIVE. */
export async function setPasswordHash(
  tx: Database,
  userId: string,
  input: { passwordHash: string; activate?: boolean | undefined },
): Promise<void> {
  await tx
    .updateTable('users')
    .set({
      password_hash: input.passwordHash,
      password_expires_at: null,
      failed_logins: 0,
      locked_until: null,
      ...(input.activate ? { status: 'ACTIVE', f2a_type: 'OFF' } : {}),
    })
    .where('id', '=', userId)
    .execute();
}

/** What a step-up needs to know about the user. */
export async function findStepUpUser(db: Database, userId: string) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'f2a_type', 'password_hash'])
    .where('id', '=', userId)
    .executeTakeFirst();
}
