import type { AlertRuleDefinition } from '@taxlens/contracts';
import { describe, expect, it } from 'vitest';
import type { ClientHistory } from './client-history.js';
import { dayOf, factsOnDay, firesOnDay, previewHits } from './evaluate.js';

// 03:00 UTC on Nov 30 is 10 p.m. on Nov 29 in New York: the daily check's day is Eastern (decision 324).
const EVENING = new Date('2026-11-30T03:00:00Z');
const expiring: AlertRuleDefinition = {
  match: 'ALL',
  scope: { kind: 'ALL' },
  conditions: [{ kind: 'AUTHORIZATION_EXPIRING', days: 30 }],
};
const history: ClientHistory = {
  clientId: 'c1',
  businessName: 'Evening Co',
  clientType: 'llc',
  bundleIds: [],
  authorizationExpiresOn: '2026-12-30',
  reports: [
    {
      id: 'r1',
      completedAt: new Date('2026-11-30T03:30:00Z'),
      snapshot: { periods: [], totalLiabilityCents: 0, riskLevel: null },
    },
  ],
};

describe('the daily check on the Eastern calendar', () => {
  it("takes the evening's day as the Eastern day: 31 days before the expiry, not 30", () => {
    expect(dayOf(EVENING)).toBe('2026-11-29');
    expect(firesOnDay(expiring, history, dayOf(EVENING))).toBe(false);
    expect(firesOnDay(expiring, history, dayOf(new Date('2026-11-30T05:00:00Z')))).toBe(true);
  });

  it('counts a report completed at 10:30 p.m. Eastern as done by the end of that day', () => {
    expect(factsOnDay(history, '2026-11-29').report).not.toBeNull();
    expect(factsOnDay(history, '2026-11-28').report).toBeNull();
  });

  it('previews the first firing at midnight Eastern', () => {
    expect(previewHits(expiring, true, [history], EVENING, new Date('2026-11-30T04:59:00Z'))).toEqual([]);
    expect(previewHits(expiring, true, [history], EVENING, new Date('2026-11-30T06:00:00Z'))).toEqual([
      { clientId: 'c1', businessName: 'Evening Co', firstFiredAt: new Date('2026-11-30T05:00:00Z') },
    ]);
  });
});
