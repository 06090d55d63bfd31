import { describe, expect, it } from 'vitest';
import { checkPeriods, emptyRow, parsePeriodsJson, periodToRow, rowToPeriod } from './period-rows';

describe('period rows', () => {
  it('turns a typed row into a period (dollars to cents, empty dates to null) and back', () => {
    const row = {
      ...emptyRow(),
      period: '2025',
      filedOn: '2026-03-10',
      balance: '$12,345.67',
      lienFiledOn: '2026-05-01',
    };
    const period = rowToPeriod(row);
    expect(period).toMatchObject({
      balanceCents: 1_234_567,
      filedOn: '2026-03-10',
      lienFiledOn: '2026-05-01',
      levyNoticeOn: null,
    });
    expect(periodToRow(period).balance).toBe('12345.67');
  });

  it('names the row and field of a bad value, as the server would refuse it', () => {
    const result = checkPeriods([rowToPeriod({ ...emptyRow(), form: '941', period: '2025' })]);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors[0]).toMatch(/^Row 1 \(period\): Form 941 periods are quarters/);
    expect(checkPeriods([rowToPeriod({ ...emptyRow(), balance: 'ten' })]).ok).toBe(false);
  });

  it('reads uploaded JSON as an array or { periods }, and refuses other text', () => {
    const p = rowToPeriod(emptyRow());
    expect(parsePeriodsJson(JSON.stringify([p])).ok).toBe(true);
    expect(parsePeriodsJson(JSON.stringify({ periods: [p] })).ok).toBe(true);
    expect(parsePeriodsJson('not json')).toEqual({ ok: false, errors: ['The file is not valid JSON.'] });
    expect(parsePeriodsJson('[]').ok).toBe(false);
  });
});
