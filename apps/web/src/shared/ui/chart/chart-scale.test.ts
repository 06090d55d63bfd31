import { describe, expect, it } from 'vitest';
import { labelEvery, valueScale, valueTicks } from './chart-scale';

describe('valueTicks', () => {
  it('gives round steps from zero to at least the highest value', () => {
    expect(valueTicks(0, 87)).toEqual([0, 20, 40, 60, 80, 100]);
    expect(valueTicks(0, 1_234_567)).toEqual([0, 500_000, 1_000_000, 1_500_000]);
    expect(valueTicks(0, 5)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('keeps whole numbers for small counts and gives an all-zero series an axis', () => {
    expect(valueTicks(0, 2)).toEqual([0, 1, 2]);
    expect(valueTicks(0, 0)).toEqual([0, 1]);
  });

  it('reaches below zero when a value does (a credit balance)', () => {
    const ticks = valueTicks(-30, 70);
    expect(ticks[0]).toBeLessThanOrEqual(-30);
    expect(ticks).toContain(0);
    expect(ticks.at(-1)).toBeGreaterThanOrEqual(70);
  });
});

describe('valueScale', () => {
  it('maps the lowest tick to the bottom row and the highest to the top', () => {
    const scale = valueScale(0, 87, 10, 230);
    expect(scale.y(0)).toBe(230);
    expect(scale.y(scale.max)).toBe(10);
    expect(scale.y(50)).toBeCloseTo(120);
  });
});

describe('labelEvery', () => {
  const months = Array.from({ length: 24 }, (_, i) => `Jan ${2000 + i}`);

  it('labels every month where they fit and fewer on a phone, never overlapping', () => {
    expect(labelEvery(months.slice(0, 6), 900)).toBe(1);
    const every = labelEvery(months, 220);
    expect(every).toBeGreaterThan(1);
    // The labels kept are at least as far apart as one label is wide.
    expect((220 / months.length) * every).toBeGreaterThanOrEqual(8 * 6.5);
  });
});
