import { describe, expect, it } from 'vitest';
import { isAlertSeen } from './alert-seen';

describe('isAlertSeen', () => {
  const now = new Date('2026-06-15T12:00:00Z').getTime();
  it('counts an alert viewed more than 5 minutes ago as seen', () => {
    expect(isAlertSeen({ viewed: true, viewedAt: '2026-06-15T11:54:59Z' }, now)).toBe(true);
    expect(isAlertSeen({ viewed: true, viewedAt: '2026-06-15T11:55:00Z' }, now)).toBe(false);
    expect(isAlertSeen({ viewed: false, viewedAt: null }, now)).toBe(false);
  });
});
