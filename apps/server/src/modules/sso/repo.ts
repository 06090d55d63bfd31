import { sql } from 'kysely';
import type { Database } from '../../db/connection.js';
import type { SamlConfigsTable } from '../../db/schema-saml.js';

export async function findSamlConfig(db: Database, registrationId: string) {
  return db.selectFrom('saml_configs').selectAll().where('registration_id', '=', registrationId).executeTakeFirst();
}

export async function listSamlConfigs(db: Database) {
  return db
    .selectFrom('saml_configs')
    .innerJoin('lenders', 'lenders.id', 'saml_configs.lender_id')
    .selectAll('saml_configs')
    .select('lenders.company_name')
    .orderBy('lenders.company_name')
    .execute();
}

/** A registration id, company name or e-mail domain names at most one lender's identity provider. */
export async function findRegistrationByIdentifier(db: Database, identifier: string, emailDomain: string | null) {
  const row = await db
    .selectFrom('saml_configs')
    .innerJoin('lenders', 'lenders.id', 'saml_configs.lender_id')
    .select('saml_configs.registration_id')
    .where((eb) =>
      emailDomain
        ? eb(sql.val(emailDomain), '=', eb.fn.any('saml_configs.email_domains'))
        : eb.or([
            eb('saml_configs.registration_id', '=', identifier.toLowerCase()),
            eb(sql`lower(lenders.company_name)`, '=', identifier.toLowerCase()),
          ]),
    )
    .limit(2)
    .execute();
  return row.length === 1 ? row[0]!.registration_id : null;
}

export type SamlConfigRow = Omit<
  SamlConfigsTable,
  | 'email_domains'
  | 'attribute_email'
  | 'attribute_first_name'
  | 'attribute_last_name'
  | 'default_role'
  | 'create_users'
  | 'updated_at'
> & {
  email_domains: string[];
  attribute_email: string;
  attribute_first_name: string;
  attribute_last_name: string;
  default_role: string;
  create_users: boolean;
};

export async function upsertSamlConfig(db: Database, row: SamlConfigRow, now: Date): Promise<void> {
  const values = { ...row, updated_at: now };
  await db
    .insertInto('saml_configs')
    .values(values)
    .onConflict((oc) => oc.column('registration_id').doUpdateSet(values))
    .execute();
}

export async function deleteSamlConfig(db: Database, registrationId: string) {
  return db
    .deleteFrom('saml_configs')
    .where('registration_id', '=', registrationId)
    .returning('lender_id')
    .executeTakeFirst();
}

export async function setLenderSso(db: Database, lenderId: string, registrationId: string | null): Promise<void> {
  await db
    .updateTable('lenders')
    .set({ sso: registrationId !== null, registration_id: registrationId })
    .where('id', '=', lenderId)
    .execute();
}

export async function saveRequestId(
  db: Database,
  id: string,
  registrationId: string,
  now: Date,
  expiresAt: Date,
  stepUpSessionId: string | null = null,
): Promise<void> {
  await db
    .insertInto('saml_requests')
    .values({
      id,
      registration_id: registrationId,
      created_at: now,
      expires_at: expiresAt,
      step_up_session_id: stepUpSessionId,
    })
    .execute();
}

export async function findRequestId(db: Database, id: string, registrationId: string, now: Date) {
  return db
    .selectFrom('saml_requests')
    .select('created_at')
    .where('id', '=', id)
    .where('registration_id', '=', registrationId)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/** Deletes the request id; found only by the one caller that removed it (a second response loses). */
export async function consumeRequestId(
  db: Database,
  id: string,
  registrationId: string,
): Promise<{ stepUpSessionId: string | null } | null> {
  const row = await db
    .deleteFrom('saml_requests')
    .where('id', '=', id)
    .where('registration_id', '=', registrationId)
    .returning('step_up_session_id')
    .executeTakeFirst();
  return row ? { stepUpSessionId: row.step_up_session_id ?? null } : null;
}

/** Records an accepted assertion id; false when it was accepted before (a replay). */
export async function recordAssertionUse(
  db: Database,
  issuer: string,
  assertionId: string,
  expiresAt: Date,
): Promise<boolean> {
  const row = await db
    .insertInto('saml_used_assertions')
    .values({ issuer, assertion_id: assertionId, expires_at: expiresAt })
    .onConflict((oc) => oc.columns(['issuer', 'assertion_id']).doNothing())
    .returning('assertion_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** The lender's member with this username, or any user holding it (to refuse a clash). */
export async function findUserForLender(db: Database, username: string, lenderId: string) {
  return db
    .selectFrom('users')
    .leftJoin('user_lenders', (j) =>
      j.onRef('user_lenders.user_id', '=', 'users.id').on('user_lenders.lender_id', '=', lenderId),
    )
    .select(['users.id', 'users.status', 'user_lenders.role'])
    .where('users.username', '=', username)
    .executeTakeFirst();
}

export async function findLenderRegistration(db: Database, lenderId: string) {
  return db.selectFrom('lenders').select(['id', 'registration_id']).where('id', '=', lenderId).executeTakeFirst();
}

/** A new single-sign-on member of the lender (no password), with the lender's default role. */
export async function insertSsoMember(
  trx: Database,
  input: { username: string; email: string; firstName: string; lastName: string; lenderId: string; role: string },
): Promise<string> {
  const user = await trx
    .insertInto('users')
    .values({
      username: input.username,
      email: input.email,
      first_name: input.firstName,
      last_name: input.lastName,
      password_hash: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('user_lenders')
    .values({ user_id: user.id, lender_id: input.lenderId, role: input.role })
    .execute();
  return user.id;
}

/** The user of a session that has not expired. */
export async function findLiveSessionUser(db: Database, sessionId: string, now: Date) {
  return db
    .selectFrom('sessions')
    .select('user_id')
    .where('id', '=', sessionId)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}
