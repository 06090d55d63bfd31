import { IP_NOT_WHITELISTED_KEY } from '@taxlens/contracts';
import type { Database } from '../db/connection.js';
import { selectUserLenderIds, selectWhitelistEntries } from './whitelist-repo.js';
import { recordAudit } from './audit.js';
import { AppError } from './errors.js';
import { isAllowed } from '../domain/ip-allow-list.js';

export type WhitelistSubject = {
  userId: string;
  globalRole: string | null;
  lenderId: string | null;
  /** The selected lender's entries when already loaded (with the caller's principal): no query then. */
  entries?: readonly string[];
};

/** Lender id -> the union of the lender's general list and the user's own list there. */
async function loadEntriesByLender(
  db: Database,
  userId: string,
  lenderId: string | null,
): Promise<Map<string, string[]>> {
  const lenderIds = lenderId ? [lenderId] : await selectUserLenderIds(db, userId);
  const byLender = new Map<string, string[]>(lenderIds.map((id) => [id, []]));
  if (lenderIds.length === 0) return byLender;
  const rows = await selectWhitelistEntries(db, userId, lenderIds);
  for (const row of rows) byLender.get(row.lender_id)?.push(row.address);
  return byLender;
}

/**
 * Whether the user may work from this address. With a lender selected, that lender's lists decide;
 * before a lender is chosen, any lender of the user that lets the address in is enough (the next
 * call, with the lender chosen, is checked again). The provider's own staff (ROLE_ADMIN) are not
 * bound by a lender's list (docs/decisions/101).
 */
export async function isAddressAllowed(db: Database, subject: WhitelistSubject, ip: string): Promise<boolean> {
  const atOnce = isAddressAllowedAtOnce(subject, ip);
  if (atOnce !== undefined) return atOnce;
  const byLender = await loadEntriesByLender(db, subject.userId, subject.lenderId);
  if (byLender.size === 0) return true;
  return [...byLender.values()].some((entries) => isAllowed(ip, entries));
}

/** The answer of isAddressAllowed when no database read is needed (a signed-in call's usual case), else undefined. */
export function isAddressAllowedAtOnce(subject: WhitelistSubject, ip: string): boolean | undefined {
  if (subject.globalRole === 'ROLE_ADMIN') return true;
  if (subject.lenderId && subject.entries) return isAllowed(ip, subject.entries);
  return undefined;
}

export const notWhitelisted = (ip: string) =>
  AppError.of(
    403,
    IP_NOT_WHITELISTED_KEY,
    `Access from your address (${ip}) is not allowed by your company's IP whitelist. Please contact your lender administrator.`,
  );

/** Refuses (403, with an audit row) a sign-in or call from an address outside the user's whitelist. */
export async function enforceWhitelist(
  db: Database,
  subject: WhitelistSubject,
  ip: string,
  what: string,
): Promise<void> {
  if (await isAddressAllowed(db, subject, ip)) return;
  await recordAudit(db, {
    userId: subject.userId,
    lenderId: subject.lenderId,
    action: 'whitelist.refused',
    targetType: 'user',
    targetId: subject.userId,
    ip,
    details: { what },
  });
  throw notWhitelisted(ip);
}
