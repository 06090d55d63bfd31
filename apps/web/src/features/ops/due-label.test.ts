import { describe, expect, it } from 'vitest';
import { describeDue } from './due-label';

const now = new Date('2026-05-20T12:00:00Z');

describe('describeDue', () => {
  it('shows the time left, in days once it is a day or more', () => {
    expect(describeDue('2026-05-20T15:20:00Z', now)).toEqual({ text: '3h 20m left', overdue: false });
    expect(describeDue('2026-05-22T16:00:00Z', now)).toEqual({ text: '2d 4h left', overdue: false });
  });

  it('shows how long a report is overdue, and no due time for monitoring reports', () => {
    expect(describeDue('2026-05-20T11:15:00Z', now)).toEqual({ text: 'Overdue by 0h 45m', overdue: true });
    expect(describeDue(null, now)).toEqual({ text: 'No due time', overdue: false });
  });
});
