import { type F2aType, isSbaLenderType, type Role, type SelectedLender, type User } from '@taxlens/contracts';
import type { Database } from '../../db/connection.js';
import { notFound } from '../../platform/errors.js';
import { findUserViewRow } from './repo.js';

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
  const row = await findUserViewRow(db, userId, lenderId);
  if (!row) throw notFound('The user');
  if (lenderId && !row.lender_id) throw notFound('The lender');
  const selectedLender: SelectedLender | null = row.lender_id
    ? {
        id: row.lender_id,
        companyName: row.lender_company_name!,
        lenderType: row.lender_type!,
        monitorType: row.lender_monitor_type!,
        sso: row.lender_sso!,
        registrationId: row.lender_registration_id,
        isSba: isSbaLenderType(row.lender_type!),
        canOrderExpress: row.lender_can_order_express!,
        canOrderSameDay: row.lender_can_order_same_day!,
        capabilities: row.lender_capabilities ?? {},
        links: { capabilities: `/api/lenders/${row.lender_id}/capabilities` },
      }
    : null;
  const roles = [row.membership_role as Role | null, row.global_role as Role | null].filter((r): r is Role =>
    Boolean(r),
  );
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    display: `${row.first_name} ${row.last_name}`.trim(),
    phone: row.phone,
    timeZone: row.time_zone,
    userAuthorities: roles,
    f2aType: row.f2a_type as F2aType,
    hasWebAuthnCredentials: row.has_webauthn,
    multipleLenders: Number(row.lender_count) > 1,
    selectedLender,
    capabilities: userCapabilities(selectedLender?.sso ?? false),
    notificationTypes: row.notification_types,
  };
}
