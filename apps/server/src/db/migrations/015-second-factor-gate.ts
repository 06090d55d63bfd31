import { type Kysely, sql } from 'kysely';

// Decision 126: the second factor is a server rule. A session records which second factor it
// passed (a method, or SAML for a single sign-on); a session that passed none reaches only the
// enrolment set (when a session last proved itself is `proven_at`, decision 145).
// `mailbox_proven_at`: the setup code mailed to the address on file was entered in this session,
// which an enrolment from a password-only session needs first.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sessions add column second_factor text`.execute(db);
  await sql`alter table sessions add column mailbox_proven_at timestamptz`.execute(db);
  // Sessions opened before the gate existed were opened by the old rules: only those of users with
  // a method passed one (the sign-in asked for it); the others must enrol like any new session.
  await sql`
    update sessions s set second_factor = u.f2a_type
    from users u where u.id = s.user_id and u.f2a_type <> 'OFF'`.execute(db);
}
