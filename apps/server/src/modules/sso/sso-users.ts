import type { Profile } from '@node-saml/node-saml';
import type { Database } from '../../db/connection.js';
import type { SamlConfigsTable } from '../../db/schema-saml.js';
import { findUserForLender, insertSsoMember } from './repo.js';
import { SsoFailure } from './sso-failure.js';

type UserConfig = Pick<SamlConfigsTable, 'lender_id' | 'registration_id'> & {
  attribute_email: string;
  attribute_first_name: string;
  attribute_last_name: string;
  default_role: string;
  create_users: boolean;
};

const text = (value: unknown, max: number): string | null =>
  typeof value === 'string' && value.trim() ? value.trim().slice(0, max) : null;

/**
 * The portal user behind the assertion's NameID (its username). Only a member of this lender may
 * sign in through this lender's identity provider; unknown users are created when the lender allows it.
 */
export async function findOrCreateSsoUser(db: Database, config: UserConfig, profile: Profile): Promise<string> {
  const username = text(profile.nameID, 200);
  if (!username) throw new SsoFailure('INVALID_RESPONSE', 'Empty NameID');
  const existing = await findUserForLender(db, username, config.lender_id);
  if (existing) {
    if (!existing.role || existing.status !== 'ACTIVE')
      throw new SsoFailure('UNKNOWN_USER', `${username} is not an active member of ${config.registration_id}`);
    return existing.id;
  }
  if (!config.create_users) throw new SsoFailure('UNKNOWN_USER', `${username} is not a portal user`);
  const email = text(profile[config.attribute_email], 254);
  if (!email || !email.includes('@'))
    throw new SsoFailure('UNKNOWN_USER', `No e-mail attribute ${config.attribute_email} for ${username}`);
  // Two first sign-ins at once: the loser's insert fails on the unique username; it then finds the winner's user.
  return createMember(db, config, profile, username, email).catch(async (error: unknown) => {
    const winner = await findUserForLender(db, username, config.lender_id);
    if (winner?.role && winner.status === 'ACTIVE') return winner.id;
    throw error;
  });
}

async function createMember(
  db: Database,
  config: UserConfig,
  profile: Profile,
  username: string,
  email: string,
): Promise<string> {
  return db.transaction().execute(async (tx) => {
    return insertSsoMember(tx, {
      username,
      email,
      firstName: text(profile[config.attribute_first_name], 100) ?? username,
      lastName: text(profile[config.attribute_last_name], 100) ?? '',
      lenderId: config.lender_id,
      role: config.default_role,
    });
  });
}
