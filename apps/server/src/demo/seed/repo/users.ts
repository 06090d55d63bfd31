import {
  DEFAULT_NOTIFICATION_TYPES as CONTRACT_DEFAULT_NOTIFICATION_TYPES,
  type F2aType,
  type Role,
} from '@taxlens/contracts';
import { hashPassword } from '../../../platform/passwords.js';
import type { Database } from '../../../db/connection.js';
import { nextSequence } from '../factories/sequence.js';

export type UserInput = {
  username?: string;
  email?: string;
  firstName?: string;
  lastName?: string;
  phone?: string | null;
  /** Hashed here (argon2id, slow by design); pass passwordHash to reuse one hash for many users. */
  password?: string;
  passwordHash?: string | null;
  /** true: the password expired yesterday, so sign-in answers CREDENTIALS_EXPIRED. */
  passwordExpired?: boolean;
  passwordExpiresAt?: Date | null;
  f2aType?: F2aType;
  globalRole?: Role | null;
  timeZone?: string;
  notificationTypes?: string[];
  status?: string;
  /** The user's role at each lender (user_lenders rows). */
  lenders?: Array<{ lenderId: string; role: Role }>;
};

export type CreatedUser = { id: string; username: string; email: string; firstName: string; lastName: string };

/** Spec 1 §2 notification groups, each `${GROUP}_${ALL|MINE|NONE}` (one list, in contracts). */
export const DEFAULT_NOTIFICATION_TYPES = [...CONTRACT_DEFAULT_NOTIFICATION_TYPES];

const DAY_MS = 86_400_000;

export async function createUser(db: Database, input: UserInput = {}): Promise<CreatedUser> {
  const n = nextSequence();
  const username = input.username ?? `user${n}`;
  const passwordHash =
    input.passwordHash !== undefined ? input.passwordHash : input.password ? await hashPassword(input.password) : null;
  const expiresAt =
    input.passwordExpiresAt !== undefined
      ? input.passwordExpiresAt
      : input.passwordExpired
        ? new Date(Date.now() - DAY_MS)
        : null;
  const row = await db
    .insertInto('users')
    .values({
      username,
      email: input.email ?? `${username}@example.test`,
      first_name: input.firstName ?? 'Test',
      last_name: input.lastName ?? `User ${n}`,
      phone: input.phone ?? null,
      password_hash: passwordHash,
      password_expires_at: expiresAt,
      f2a_type: input.f2aType ?? 'EMAIL_TOTP',
      global_role: input.globalRole ?? null,
      time_zone: input.timeZone ?? 'America/New_York',
      notification_types: input.notificationTypes ?? DEFAULT_NOTIFICATION_TYPES,
      status: input.status ?? 'ACTIVE',
    })
    .returning(['id', 'username', 'email', 'first_name', 'last_name'])
    .executeTakeFirstOrThrow();
  if (input.lenders?.length) {
    await db
      .insertInto('user_lenders')
      .values(input.lenders.map((l) => ({ user_id: row.id, lender_id: l.lenderId, role: l.role })))
      .execute();
  }
  return { id: row.id, username: row.username, email: row.email, firstName: row.first_name, lastName: row.last_name };
}
