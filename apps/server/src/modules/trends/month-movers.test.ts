import { describe, expect, it } from 'vitest';
import { type MoverHistory, type MoversByStart, rankMoverStarts } from './month-movers.js';

// Four first months, a month apart (instants in ms, keys as stored).
const starts = [100, 200, 300, 400].map((at) => ({ key: `m${at}`, at }));
const ranked = (byStart: MoversByStart, key: string) => byStart.get(key)?.get('all');

describe('rankMoverStarts', () => {
  it('starts each range at the latest report before its first month', () => {
    const byStart: MoversByStart = new Map();
    const history: MoverHistory = [
      [50, 1_000],
      [150, 2_500],
      [250, 4_000],
    ];
    rankMoverStarts(byStart, starts, ['all'], 'c1', history);
    expect(ranked(byStart, 'm100')?.risers).toEqual([{ clientId: 'c1', startCents: 1_000, endCents: 4_000 }]);
    expect(ranked(byStart, 'm200')?.risers).toEqual([{ clientId: 'c1', startCents: 2_500, endCents: 4_000 }]);
    // From the month after its last report on, both ends are the same report: no mover.
    expect(ranked(byStart, 'm300')).toBeUndefined();
    expect(ranked(byStart, 'm400')).toBeUndefined();
  });

  it("leaves out a range that began before the client's first report, and a range without change", () => {
    const moved: MoversByStart = new Map();
    rankMoverStarts(moved, starts, ['all', 'type:llc'], 'c2', [
      [150, 9_000],
      [350, 2_000],
    ]);
    expect(ranked(moved, 'm100')).toBeUndefined();
    expect(moved.get('m200')?.get('type:llc')?.fallers).toEqual([
      { clientId: 'c2', startCents: 9_000, endCents: 2_000 },
    ]);
    expect(ranked(moved, 'm300')?.fallers).toHaveLength(1);
    const steady: MoversByStart = new Map();
    rankMoverStarts(steady, starts, ['all'], 'c3', [
      [50, 5_000],
      [250, 5_000],
    ]);
    expect(steady.size).toBe(0);
  });
});
