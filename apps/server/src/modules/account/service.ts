import type { F2aType, Role, User } from '@taxlens/contracts';
import type { Database } from '../../db/connection.js';
import { notFound } from '../../platform/errors.js';
import { getLendersOfUser, getSelectedLenderView } from '../lenders/service.js';
import { hasWebauthnCredentials } from '../twofactor/webauthn.js';

/**
 * The user's own capabilities (spec 1 §3). Single-sign-on lenders manage passwords and
 * two-factor at their identity provider, so those sections are hidden there.
 */
export function userCapabilities(sso: boolean): Record<string, string> {
  return sso
    ? { user2fa: 'HIDDEN', userpasswordreset: 'HIDDEN', useremailaddress: 'READ_ONLY' }
    : { user2fa: 'ACTIVE', userpasswordreset: 'ACTIVE', useremailaddress: 'READ_WRITE' };
}

/** The account view of a user, as the session sees it (selected lender and the roles held there). */
export async function getUserView(db: Database, userId: string, lenderId: string | null): Promise<User> {
  const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  if (!user) throw notFound('The user');
  const lenders = await getLendersOfUser(db, user.id, user.global_role);
  const selectedLender = lenderId ? await getSelectedLenderView(db, lenderId) : null;
  const membership = lenderId
    ? await db
        .selectFrom('user_lenders')
        .select('role')
        .where('user_id', '=', user.id)
        .where('lender_id', '=', lenderId)
        .executeTakeFirst()
    : undefined;
  const roles = [membership?.role, user.global_role].filter((r): r is Role => Boolean(r));
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    firstName: user.first_name,
    lastName: user.last_name,
    display: `${user.first_name} ${user.last_name}`.trim(),
    phone: user.phone,
    timeZone: user.time_zone,
    userAuthorities: roles,
    f2aType: user.f2a_type as F2aType,
    hasWebAuthnCredentials: await hasWebauthnCredentials(db, user.id),
    multipleLenders: lenders.length > 1,
    selectedLender,
    capabilities: userCapabilities(selectedLender?.sso ?? false),
    notificationTypes: user.notification_types,
  };
}
