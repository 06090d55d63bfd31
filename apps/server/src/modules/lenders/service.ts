import { isSbaLenderType, type LenderSummary, type SelectedLender } from '@taxlens/contracts';
import type { Database } from '../../db/connection.js';
import { recordAudit } from '../../platform/audit.js';
import { notFound } from '../../platform/errors.js';
import { setSessionLender } from '../../platform/session-repo.js';
import { countSsoLendersOfUser, findLender, listCapabilities, listLendersOfUser } from './repo.js';

export async function getLendersOfUser(
  db: Database,
  userId: string,
  globalRole: string | null,
): Promise<LenderSummary[]> {
  const rows = await listLendersOfUser(db, userId, globalRole === 'ROLE_ADMIN');
  return rows.map((r) => ({ id: r.id, companyName: r.company_name }));
}

export async function getSelectedLenderView(db: Database, lenderId: string): Promise<SelectedLender> {
  const lender = await findLender(db, lenderId);
  if (!lender) throw notFound('The lender');
  return {
    id: lender.id,
    companyName: lender.company_name,
    lenderType: lender.lender_type,
    monitorType: lender.monitor_type,
    sso: lender.sso,
    registrationId: lender.registration_id,
    isSba: isSbaLenderType(lender.lender_type),
    canOrderExpress: lender.can_order_express,
    canOrderSameDay: lender.can_order_same_day,
    capabilities: await listCapabilities(db, lender.id),
    links: { capabilities: `/api/lenders/${lender.id}/capabilities` },
  };
}

/** Picks the lender this session works for; a lender the user does not belong to does not exist. */
export async function selectLender(
  db: Database,
  input: { sessionId: string; userId: string; globalRole: string | null; lenderId: string; ip: string },
): Promise<SelectedLender> {
  const mine = await getLendersOfUser(db, input.userId, input.globalRole);
  if (!mine.some((l) => l.id === input.lenderId)) throw notFound('The lender');
  await db.transaction().execute(async (tx) => {
    await setSessionLender(tx, input.sessionId, input.lenderId);
    await recordAudit(tx, {
      userId: input.userId,
      lenderId: input.lenderId,
      action: 'lender.selected',
      targetType: 'lender',
      targetId: input.lenderId,
      ip: input.ip,
    });
  });
  return getSelectedLenderView(db, input.lenderId);
}

/** The lender chosen at sign-in without asking: the only one the user has. */
export async function defaultLenderFor(
  db: Database,
  userId: string,
  globalRole: string | null,
): Promise<string | null> {
  const mine = await getLendersOfUser(db, userId, globalRole);
  return mine.length === 1 && mine[0] ? mine[0].id : null;
}

/** Users of a single-sign-on lender sign in through its identity provider, never with a password. */
export async function belongsToSsoLender(db: Database, userId: string): Promise<boolean> {
  return (await countSsoLendersOfUser(db, userId)) > 0;
}

export { listCapabilities };
