import type { AccessStatus } from '@taxlens/contracts';
import { sql } from 'kysely';
import type { Database } from '../../db/connection.js';
import { containsPattern } from '../../db/like-pattern.js';

/** Stored status -> the list's accessStatus. */
export const STATUS_OF: Record<AccessStatus, string> = { Active: 'ACTIVE', Inactive: 'INACTIVE', Invited: 'INVITED' };

const memberQuery = (db: Database, lenderId: string) =>
  // People only: API keys' service users are never listed (decision 190).
  db
    .selectFrom('users')
    .innerJoin('user_lenders', 'user_lenders.user_id', 'users.id')
    .where('user_lenders.lender_id', '=', lenderId)
    .where('users.kind', '=', 'PERSON');

/** Users of one lender, newest sign-in first, filtered by status and a name/e-mail search. */
export async function listLenderUsers(
  db: Database,
  input: { lenderId: string; status?: string; q?: string; limit: number; offset: number },
) {
  let query = memberQuery(db, input.lenderId);
  if (input.status) query = query.where('users.status', '=', input.status);
  if (input.q) {
    const like = containsPattern(input.q);
    query = query.where((eb) =>
      eb.or([
        eb('users.username', 'ilike', like),
        eb('users.email', 'ilike', like),
        eb(sql<string>`users.first_name || ' ' || users.last_name`, 'ilike', like),
      ]),
    );
  }
  const [rows, total] = await Promise.all([
    query
      .selectAll('users')
      .select('user_lenders.role')
      .orderBy('users.last_name')
      .orderBy('users.first_name')
      .orderBy('users.id')
      .limit(input.limit)
      .offset(input.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** One user of this lender with the role held there; another lender's user is not found. */
export function findLenderUser(db: Database, lenderId: string, userId: string) {
  return memberQuery(db, lenderId)
    .selectAll('users')
    .select('user_lenders.role')
    .where('users.id', '=', userId)
    .executeTakeFirst();
}

/** How many lenders besides this one the user works for (deactivation is account-wide). */
export async function countOtherLenders(db: Database, userId: string, lenderId: string): Promise<number> {
  const row = await db
    .selectFrom('user_lenders')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .where('lender_id', '!=', lenderId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function findUserIdByUsername(db: Database, username: string) {
  return db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirst();
}

/** An invited user (the e-mail address is the username) and their role at the lender; answers the user's id. */
export async function insertInvitedUser(
  tx: Database,
  input: {
    email: string;
    firstName: string;
    lastName: string;
    notificationTypes: string[];
    lenderId: string;
    role: string;
  },
): Promise<string> {
  const user = await tx
    .insertInto('users')
    .values({
      username: input.email,
      email: input.email,
      first_name: input.firstName,
      last_name: input.lastName,
      status: 'INVITED',
      f2a_type: 'OFF',
      notification_types: input.notificationTypes,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await tx
    .insertInto('user_lenders')
    .values({ user_id: user.id, lender_id: input.lenderId, role: input.role })
    .execute();
  return user.id;
}

export async function setLenderRole(db: Database, lenderId: string, userId: string, role: string): Promise<void> {
  await db
    .updateTable('user_lenders')
    .set({ role })
    .where('user_id', '=', userId)
    .where('lender_id', '=', lenderId)
    .execute();
}

/** Active or not, account-wide. */
export async function setUserStatus(tx: Database, userId: string, status: 'ACTIVE' | 'INACTIVE'): Promise<void> {
  await tx.updateTable('users').set({ status }).where('id', '=', userId).execute();
}
