import type { Clock } from '../../src/platform/clock.js';

/** A clock tests can move forward (code expiry, lockout, idle sessions). */
export function createMovableClock(start = new Date()): Clock & { advance: (ms: number) => void } {
  let t = start.getTime();
  return { now: () => new Date(t), advance: (ms) => void (t += ms) };
}
