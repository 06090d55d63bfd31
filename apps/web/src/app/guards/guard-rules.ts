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
  | { kind: 'redirect'; to: string; saveTarget: boolean };

const PASS: GuardDecision = { kind: 'pass' };
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
  if (!passesRoleGuard(user.userAuthorities, access.roles)) return redirectTo('/');
  if (access.monitored && (!lender || lender.monitorType === 'None')) return redirectTo('/');
  if (access.capability && !isCapabilityVisible(lender?.capabilities, access.capability)) return redirectTo('/');
  if (access.nonSso && (!lender || lender.sso)) return redirectTo('/');
  return PASS;
}
