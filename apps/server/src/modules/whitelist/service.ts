import { type LenderDetail, WHITELIST_LOCKOUT_KEY, type WhitelistedUser } from '@taxlens/contracts';
import type { Database } from '../../db/connection.js';
import { recordAudit } from '../../platform/audit.js';
import { AppError, badRequest, notFound } from '../../platform/errors.js';
import { canonicalEntry, isAllowed } from '../../domain/ip-allow-list.js';
import * as repo from './repo.js';

/** Who changes a list, from where, at which lender (the path's lender must be the selected one). */
export type WhitelistActor = { db: Database; userId: string; globalRole: string | null; lenderId: string; ip: string };
export type Change = { ipAddress: string; confirm?: boolean | undefined };

const display = (u: repo.LenderUserRow) => `${u.first_name} ${u.last_name}`.trim() || u.username;

export function requireSameLender(actor: WhitelistActor, lenderId: string): void {
  if (lenderId !== actor.lenderId) throw notFound('The lender');
}

function parseEntry(text: string): string {
  const entry = canonicalEntry(text);
  if (!entry) {
    throw badRequest(
      `'${text.trim().slice(0, 64)}' is not a valid IP address or range. Enter an IPv4 or IPv6 address (203.0.113.7) or a CIDR range (203.0.113.0/24).`,
      'ipAddress',
    );
  }
  return entry;
}

/**
 * A lender admin must not cut off the address they are working from by accident: a list that would
 * exclude it is saved only with confirm: true (the provider's staff are never bound, so never asked).
 */
function guardLockout(actor: WhitelistActor, effectiveAfter: string[], confirm: boolean | undefined): void {
  if (actor.globalRole === 'ROLE_ADMIN' || confirm || isAllowed(actor.ip, effectiveAfter)) return;
  throw AppError.of(
    409,
    WHITELIST_LOCKOUT_KEY,
    `Your current address (${actor.ip}) is not in the new whitelist, so saving it will lock you out. Confirm to save it anyway.`,
  );
}

export async function getLenderDetail(actor: WhitelistActor, lenderId: string): Promise<LenderDetail> {
  requireSameLender(actor, lenderId);
  const lender = await repo.findLender(actor.db, lenderId);
  if (!lender) throw notFound('The lender');
  return {
    id: lender.id,
    companyName: lender.company_name,
    sso: lender.sso,
    ipWhitelist: await repo.listLenderEntries(actor.db, lenderId),
  };
}

export async function changeLenderList(
  actor: WhitelistActor,
  lenderId: string,
  change: Change,
  op: 'add' | 'remove',
): Promise<{ ipWhitelist: string[] }> {
  requireSameLender(actor, lenderId);
  const entry = parseEntry(change.ipAddress);
  const { db } = actor;
  const general = await repo.listLenderEntries(db, lenderId);
  const own = await repo.listUserEntries(db, lenderId, actor.userId);
  const generalAfter = op === 'add' ? [...new Set([...general, entry])] : general.filter((e) => e !== entry);
  guardLockout(actor, [...generalAfter, ...own], change.confirm);
  return db.transaction().execute(async (trx) => {
    if (op === 'add') await repo.addLenderEntry(trx, lenderId, entry, actor.userId);
    else await repo.removeLenderEntry(trx, lenderId, entry);
    await recordAudit(trx, {
      userId: actor.userId,
      lenderId,
      action: `whitelist.lender_${op === 'add' ? 'added' : 'removed'}`,
      targetType: 'lender',
      targetId: lenderId,
      ip: actor.ip,
      details: { address: entry, confirmed: Boolean(change.confirm) },
    });
    return { ipWhitelist: await repo.listLenderEntries(trx, lenderId) };
  });
}

export async function changeUserList(
  actor: WhitelistActor,
  userId: string,
  change: Change,
  op: 'add' | 'remove',
): Promise<{ ipWhitelist: string[] }> {
  const { db } = actor;
  if (!(await repo.isMemberOf(db, actor.lenderId, userId))) throw notFound('The user');
  const entry = parseEntry(change.ipAddress);
  const own = await repo.listUserEntries(db, actor.lenderId, userId);
  if (userId === actor.userId) {
    const ownAfter = op === 'add' ? [...new Set([...own, entry])] : own.filter((e) => e !== entry);
    guardLockout(actor, [...(await repo.listLenderEntries(db, actor.lenderId)), ...ownAfter], change.confirm);
  }
  return db.transaction().execute(async (trx) => {
    if (op === 'add') await repo.addUserEntry(trx, actor.lenderId, userId, entry, actor.userId);
    else await repo.removeUserEntry(trx, actor.lenderId, userId, entry);
    await recordAudit(trx, {
      userId: actor.userId,
      lenderId: actor.lenderId,
      action: `whitelist.user_${op === 'add' ? 'added' : 'removed'}`,
      targetType: 'user',
      targetId: userId,
      ip: actor.ip,
      details: { address: entry, confirmed: Boolean(change.confirm) },
    });
    return { ipWhitelist: await repo.listUserEntries(trx, actor.lenderId, userId) };
  });
}

/** Spec 2 §7 GET /users/lender/{lenderId}/ip-whitelist: the lender's active users with their lists. */
export async function listWhitelistedUsers(actor: WhitelistActor, lenderId: string): Promise<WhitelistedUser[]> {
  requireSameLender(actor, lenderId);
  const users = await repo.listLenderUsers(actor.db, lenderId, { activeOnly: true, limit: 1000 });
  const entries = await repo.listUserEntriesOfLender(actor.db, lenderId);
  return users.map((u) => ({ id: u.id, display: display(u), ipWhitelist: entries.get(u.id) ?? [] }));
}
