/**
 * Friendly names for audit actions. Every module writes its own action names (e.g. orders,
 * whitelist); an action missing here still reads well through `labelAuditAction`'s fallback.
 */
const LABELS: Record<string, string> = {
  'auth.login': 'Signed in',
  'auth.login_failed': 'Failed sign-in',
  'auth.logout': 'Signed out',
  'auth.second_factor_failed': 'Failed second factor',
  'auth.second_factor_blocked': 'Second factor blocked',
  'auth.second_factor_reset_by_link': 'Second factor reset by mailed link',
  'auth.unlock_link_opened': 'Unlock link opened',
  'account.activated': 'Account activated',
  'account.password_changed': 'Password changed',
  'account.reset_requested': 'Password reset requested',
  'twofactor.method_set': 'Two-factor method set',
  'settings.updated': 'Settings changed',
  'session.ended': 'Session signed out',
  'session.ended_others': 'Signed out everywhere else',
  'user.invited': 'User invited',
  'user.updated': 'User edited',
  'user.deactivated': 'User deactivated',
  'user.reactivated': 'User reactivated',
  'user.two_factor_reset': 'Two-factor reset',
  'lender.selected': 'Lender selected',
  CLIENT_TAX_ID_REVEALED: 'Tax id revealed',
  CLIENT_CREATED: 'Client created',
  CLIENT_UPDATED: 'Client edited',
  CLIENT_ARCHIVED: 'Client archived',
  CLIENT_8821_REPLACED: 'Form 8821 replaced',
  CLIENT_8821_VIEWED: 'Form 8821 viewed',
  TEXT_CLEANED_TO_PLACEHOLDER: 'Unreadable text replaced',
};

/** 'ORDER_PLACED' -> 'Order placed', 'whitelist.ip_added' -> 'Whitelist ip added'. */
export function labelAuditAction(action: string): string {
  const known = LABELS[action];
  if (known) return known;
  const words = action
    .replace(/[._-]+/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words ? words[0]!.toUpperCase() + words.slice(1) : action;
}
