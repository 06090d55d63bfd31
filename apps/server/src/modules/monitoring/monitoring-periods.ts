import { TZDate } from '@date-fns/tz';
import { format, getISOWeek, getISOWeekYear } from 'date-fns';
import type { MonitoringFrequency } from '../../db/schema-portfolio.js';

export type ScheduledFrequency = Exclude<MonitoringFrequency, 'None'>;
export const SCHEDULED_FREQUENCIES: readonly ScheduledFrequency[] = ['MONTHLY', 'SEMI_MONTHLY', 'WEEKLY'];

/**
 * The monitoring period an instant falls in, in UTC: 'MONTHLY:2026-11', 'SEMI_MONTHLY:2026-11-1'
 * (days 1-15) or '-2' (16 to the month's end), 'WEEKLY:2026-W47' (ISO week). One report per client
 * and key is the unique rule.
 */
export function monitoringPeriodKey(frequency: ScheduledFrequency, at: Date): string {
  const utc = new TZDate(at.getTime(), 'UTC');
  if (frequency === 'MONTHLY') return `MONTHLY:${format(utc, 'yyyy-MM')}`;
  if (frequency === 'SEMI_MONTHLY') return `SEMI_MONTHLY:${format(utc, 'yyyy-MM')}-${utc.getDate() <= 15 ? 1 : 2}`;
  return `WEEKLY:${getISOWeekYear(utc)}-W${String(getISOWeek(utc)).padStart(2, '0')}`;
}
