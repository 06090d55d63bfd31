import { IDENTITY_LEVEL_LABELS, type IdentityLevel } from '@taxlens/contracts';
import type { Database } from '../../db/connection.js';
import { badRequest } from '../../platform/errors.js';
import { lenderIdentityLevels } from './related-repo.js';

/** The identity levels operations allow the lender (docs/decisions/214); known borrower only by default. */
export function allowedIdentityLevels(db: Database, lenderId: string): Promise<IdentityLevel[]> {
  return lenderIdentityLevels(db, lenderId);
}

/**
 * The level a request is sent with: the one asked for when allowed, else a 400 sentence. A renewal
 * sent by the portal (no one to tell) takes the first allowed level instead.
 */
export function chooseIdentityLevel(
  allowed: readonly IdentityLevel[],
  asked: IdentityLevel,
  renewal: boolean,
): IdentityLevel {
  if (allowed.includes(asked)) return asked;
  if (renewal) return allowed[0]!;
  const names = allowed.map((l) => IDENTITY_LEVEL_LABELS[l].toLowerCase()).join(' or ');
  throw badRequest(
    `${IDENTITY_LEVEL_LABELS[asked]} is not allowed for this lender: choose ${names}. Our operations staff decide which identity checks a lender may use.`,
    'identityLevel',
  );
}
