import { calendarDayInZone, MONTH_NAMES } from '@taxlens/contracts';

/**
 * All time, the last 30 days, and the last 12 calendar months, counted in the reader's profile zone:
 * the server reads a `yearMonth` in that zone, so the newest month offered is the one it lists as
 * current (the browser's own zone can already be in the next month, or still in the last).
 */
export function periodOptions(now: Date, timeZone: string | undefined) {
  const [year, month] = calendarDayInZone(now, timeZone).split('-').map(Number) as [number, number];
  const months = Array.from({ length: 12 }, (_, i) => {
    const index = year * 12 + (month - 1) - i;
    const y = Math.floor(index / 12);
    const m = (index % 12) + 1;
    return { value: `${y}-${String(m).padStart(2, '0')}`, label: `${MONTH_NAMES[m - 1]} ${y}` };
  });
  return [{ value: '', label: 'All time' }, { value: 'LAST_30_DAYS', label: 'Last 30 days' }, ...months];
}
