import { describe, expect, it } from 'vitest';
import { dueTime } from './due-time.js';

// Times are written in UTC; Eastern Time is UTC-5 in winter and UTC-4 in summer.
describe('order due time', () => {
  const wednesdayMorning = new Date('2026-11-18T14:00:00Z'); // 09:00 EST

  it.each([
    ['EXPRESS', wednesdayMorning, '2026-11-18T16:00:00.000Z'],
    ['SAME_DAY', wednesdayMorning, '2026-11-19T00:00:00.000Z'],
    ['NEXT_DAY', wednesdayMorning, '2026-11-20T00:00:00.000Z'],
    ['ON_DEMAND', wednesdayMorning, '2026-11-20T00:00:00.000Z'],
    // Thursday is Thanksgiving, so three business days from Wednesday end on Tuesday.
    ['THREE_DAY', new Date('2026-11-25T15:00:00Z'), '2026-12-02T00:00:00.000Z'],
    // Ten business days skip Thanksgiving: Thursday 2026-12-03 at 19:00 EST.
    ['TEN_DAY', wednesdayMorning, '2026-12-04T00:00:00.000Z'],
    // Summer time: 19:00 EDT is 23:00 UTC.
    ['NEXT_DAY', new Date('2026-07-01T13:00:00Z'), '2026-07-02T23:00:00.000Z'],
  ] as const)('%s placed at %s is due at %s', (delivery, placedAt, due) => {
    expect(dueTime(delivery, placedAt).toISOString()).toBe(due);
  });

  it('moves a Same Day order placed after 7 PM ET to the next business day', () => {
    // Friday 20:00 EST → Monday 19:00 EST.
    expect(dueTime('SAME_DAY', new Date('2026-11-21T01:00:00Z')).toISOString()).toBe('2026-11-24T00:00:00.000Z');
  });

  it('moves a Same Day order placed on a Saturday to Monday', () => {
    expect(dueTime('SAME_DAY', new Date('2026-11-21T15:00:00Z')).toISOString()).toBe('2026-11-24T00:00:00.000Z');
  });

  it('counts thirty business days across Christmas and New Year', () => {
    // From Tue 2026-12-01: 21 business days to Dec 31 (Christmas off), Friday Jan 1 off, then
    // Jan 4-8 and Jan 11-14: the 30th is Thursday 2027-01-14, 19:00 EST.
    expect(dueTime('THIRTY_DAY', new Date('2026-12-01T15:00:00Z')).toISOString()).toBe('2027-01-15T00:00:00.000Z');
  });
});
