import { isCapabilityVisible, passesRoleGuard, type Role, type User } from '@taxlens/contracts';

/** What a route requires (spec 1 §4, spec 2 §2, §6). Checked in this order by decideGuard. */
export type RouteAccess = {
  signIn?: boolean;
  /** A signed-in user without a selected lender is sent to /set-lender. */
  lender?: boolean;
  eula?: boolean;
  twoFactor?: boolean;
  roles?: readonly Role[];
  /** Lender monitorType other than 'None'. */
  monitored?: boolean;
  capability?: string;
  nonSso?: boolean;
};

export const NO_GUARDS: RouteAccess = {};
export const SIGNED_IN: RouteAccess = { signIn: true };
/** The usual stack for the portal's pages. */
export const STANDARD: RouteAccess = { signIn: true, lender: true, eula: true, twoFactor: true };

export type GuardState = { user: User | null; eulaPending: boolean };

export type GuardDecision =
  | { kind: 'pass' }
  /** saveTarget: remember where the user was going, to return there afterwards. */
  | { kind: 'redirect'; to: string; saveTarget: boolean }
  /** Signed in and set up, but this page is not for this user: the page says so (decision 170). */
  | { kind: 'refuse' };

const PASS: GuardDecision = { kind: 'pass' };
const REFUSE: GuardDecision = { kind: 'refuse' };
const redirectTo = (to: string, saveTarget = false): GuardDecision => ({ kind: 'redirect', to, saveTarget });

/** Whether the EULA call is needed at all; it is made once per session and only for a chosen lender. */
export function needsEulaCheck(access: RouteAccess, user: User | null): boolean {
  return Boolean(access.eula && user?.selectedLender);
}

export function decideGuard(access: RouteAccess, { user, eulaPending }: GuardState): GuardDecision {
  if (access.signIn && !user) return redirectTo('/auth/login', true);
  if (!user) return PASS;
  const lender = user.selectedLender;
  if (access.lender && !lender) return redirectTo('/set-lender', true);
  if (access.eula && eulaPending) return redirectTo('/auth/eula', true);
  if (access.twoFactor && user.f2aType === 'OFF') return redirectTo('/auth/two-factor');
  return mayUsePage(access, user) ? PASS : REFUSE;
}

/** The rights part of the guards: whether a signed-in user may use a page at all (also the menus' rule). */
export function mayUsePage(access: RouteAccess, user: User): boolean {
  const lender = user.selectedLender;
  if (!passesRoleGuard(user.userAuthorities, access.roles)) return false;
  if (access.monitored && (!lender || lender.monitorType === 'None')) return false;
  if (access.capability && !isCapabilityVisible(lender?.capabilities, access.capability)) return false;
  if (access.nonSso && (!lender || lender.sso)) return false;
  return true;
}
