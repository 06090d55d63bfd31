/**
 * A goto target must stay on this site: a path starting with one '/', never '//' or '/\'
 * (which browsers treat as another host), never a scheme.
 */
export function safeGotoTarget(value: string | null | undefined): string | null {
  if (!value) return null;
  const target = value.trim();
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return null;
  try {
    const url = new URL(target, 'http://portal.invalid');
    if (url.origin !== 'http://portal.invalid') return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
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
