export type IdleState = { phase: 'active' } | { phase: 'warning'; secondsLeft: number } | { phase: 'expired' };

export const ACTIVE: IdleState = { phase: 'active' };

/**
 * Spec 1 §4: after `idleSeconds` without activity a warning counts down from `countdownSeconds`;
 * when it reaches zero the session expires.
 */
export function computeIdleState(
  nowMs: number,
  lastActivityMs: number,
  idleSeconds: number,
  countdownSeconds: number,
): IdleState {
  const idleFor = (nowMs - lastActivityMs) / 1000;
  if (idleFor < idleSeconds) return ACTIVE;
  const secondsLeft = Math.ceil(idleSeconds + countdownSeconds - idleFor);
  return secondsLeft > 0 ? { phase: 'warning', secondsLeft } : { phase: 'expired' };
}

export function sameIdleState(a: IdleState, b: IdleState): boolean {
  if (a.phase !== b.phase) return false;
  return a.phase !== 'warning' || a.secondsLeft === (b as { secondsLeft: number }).secondsLeft;
}

export const idleWarningText = (seconds: number): string =>
  `Warning you are idle. Your session will expire in ${seconds} seconds.`;
