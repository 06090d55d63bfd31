import { toSafeInSiteTarget } from '@taxlens/contracts';

/**
 * The goto target to follow, or null when none was given. An unsafe target becomes '/' (the one
 * rule of docs/decisions/140, shared with the server), never a normalised copy of itself.
 */
export function safeGotoTarget(value: string | null | undefined): string | null {
  return value ? toSafeInSiteTarget(value) : null;
}

export type GotoAction = { kind: 'none' } | { kind: 'navigate'; to: string } | { kind: 'save'; to: string };

/**
 * Spec 1 §2: a goto query parameter triggers navigation to it after a navigation. Signed out, the
 * target is saved instead, so sign-in leads there.
 */
export function decideGotoAction(search: string, signedIn: boolean, currentPath: string): GotoAction {
  const target = safeGotoTarget(new URLSearchParams(search).get('goto'));
  if (!target || target === currentPath) return { kind: 'none' };
  return signedIn ? { kind: 'navigate', to: target } : { kind: 'save', to: target };
}

/** A saved target worth returning to after sign-in: never back into sign-in or sign-out. */
export function usableGoto(value: string | null | undefined): string | null {
  const target = safeGotoTarget(value);
  return target && !/^\/auth\/(login|logout|sso-logout)\b/.test(target) ? target : null;
}
