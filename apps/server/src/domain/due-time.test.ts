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

  // 2026: summer time starts Sunday 03.08 and ends Sunday 11.01; the cut-off stays 7 PM on the wall clock.
  const aroundDst = [
    [
      'NEXT_DAY from Friday before spring forward (EST) to Monday (EDT)',
      'NEXT_DAY',
      '2026-03-06T15:00:00Z',
      '2026-03-09T23:00:00.000Z',
    ],
    ['SAME_DAY placed on the Sunday of the change', 'SAME_DAY', '2026-03-08T12:00:00Z', '2026-03-09T23:00:00.000Z'],
    ['SAME_DAY at 6:59 PM EDT on the Monday after', 'SAME_DAY', '2026-03-09T22:59:00Z', '2026-03-09T23:00:00.000Z'],
    [
      'SAME_DAY at 7:00 PM EDT on the Monday after (past the cut-off)',
      'SAME_DAY',
      '2026-03-09T23:00:00Z',
      '2026-03-10T23:00:00.000Z',
    ],
    [
      'NEXT_DAY from Friday before fall back (EDT) to Monday (EST)',
      'NEXT_DAY',
      '2026-10-30T14:00:00Z',
      '2026-11-03T00:00:00.000Z',
    ],
    [
      'SAME_DAY in the repeated hour of fall back (a Sunday)',
      'SAME_DAY',
      '2026-11-01T06:30:00Z',
      '2026-11-03T00:00:00.000Z',
    ],
    [
      'SAME_DAY at 6:30 PM EST on the Monday after (before the cut-off)',
      'SAME_DAY',
      '2026-11-02T23:30:00Z',
      '2026-11-03T00:00:00.000Z',
    ],
    [
      'SAME_DAY at 7:00 PM EST on the Monday after (past the cut-off)',
      'SAME_DAY',
      '2026-11-03T00:00:00Z',
      '2026-11-04T00:00:00.000Z',
    ],
  ] as const;

  const aroundHolidays = [
    [
      'SAME_DAY past the cut-off on the Friday before Martin Luther King Jr. Day goes to Tuesday',
      'SAME_DAY',
      '2026-01-17T00:00:00Z',
      '2026-01-21T00:00:00.000Z',
    ],
    [
      'SAME_DAY placed on Juneteenth (a Friday) goes to Monday',
      'SAME_DAY',
      '2026-06-19T14:00:00Z',
      '2026-06-22T23:00:00.000Z',
    ],
    [
      'NEXT_DAY on Thursday before Independence Day (Saturday, observed Friday) goes to Monday',
      'NEXT_DAY',
      '2026-07-02T14:00:00Z',
      '2026-07-06T23:00:00.000Z',
    ],
    [
      'NEXT_DAY on the Friday before Labor Day goes to Tuesday',
      'NEXT_DAY',
      '2026-09-04T14:00:00Z',
      '2026-09-08T23:00:00.000Z',
    ],
    ['SAME_DAY on Thanksgiving goes to Friday', 'SAME_DAY', '2026-11-26T15:00:00Z', '2026-11-28T00:00:00.000Z'],
    [
      'NEXT_DAY before Christmas 2027 (Saturday, observed Friday) goes to Monday',
      'NEXT_DAY',
      '2027-12-23T15:00:00Z',
      '2027-12-28T00:00:00.000Z',
    ],
    [
      'NEXT_DAY before New Year 2028 (Saturday, observed Friday 12.31.2027) goes to Monday',
      'NEXT_DAY',
      '2027-12-30T15:00:00Z',
      '2028-01-04T00:00:00.000Z',
    ],
  ] as const;

  it.each([...aroundDst, ...aroundHolidays])('%s', (_name, delivery, placedAt, due) => {
    expect(dueTime(delivery, new Date(placedAt)).toISOString()).toBe(due);
  });
});
