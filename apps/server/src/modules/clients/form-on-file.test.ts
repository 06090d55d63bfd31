import { describe, expect, it } from 'vitest';
import { usableWindowOf } from './form-on-file.js';

// 03:00 UTC is 10 p.m. (11 p.m. in summer) of the day before in New York: the window's days are Eastern (decision 324).
describe('usableWindowOf on the Eastern calendar', () => {
  const rule = (now: string) => ({ now: new Date(now), usableDays: 120 });

  it('keeps a form signed 120 days ago usable until midnight Eastern of its last day', () => {
    const form = { uploadedAt: new Date('2026-08-10T15:00:00Z'), signedOn: '2026-08-01' };
    expect(usableWindowOf(form, rule('2026-11-30T03:00:00Z'))).toEqual({
      from: 'signature',
      until: '2026-11-29',
      open: true,
    });
    expect(usableWindowOf(form, rule('2026-11-30T05:00:00Z')).open).toBe(false);
  });

  it("reads the upload's day on the Eastern calendar: a form dated Nov 30 uploaded at 10 p.m. on Nov 29 is misdated", () => {
    const form = { uploadedAt: new Date('2026-11-30T03:00:00Z'), signedOn: '2026-11-30' };
    expect(usableWindowOf(form, rule('2026-12-01T15:00:00Z')).from).toBe('upload');
    expect(usableWindowOf({ ...form, signedOn: '2026-11-29' }, rule('2026-12-01T15:00:00Z')).from).toBe('signature');
  });

  it("names the Eastern day the upload's window ends on", () => {
    // Uploaded 11 p.m. EDT on Jul 31; 120 days later is 10 p.m. EST on Nov 28.
    const form = { uploadedAt: new Date('2026-08-01T03:00:00Z'), signedOn: null };
    expect(usableWindowOf(form, rule('2026-11-29T02:59:00Z'))).toEqual({
      from: 'upload',
      until: '2026-11-28',
      open: true,
    });
    expect(usableWindowOf(form, rule('2026-11-29T03:01:00Z')).open).toBe(false);
  });
});
