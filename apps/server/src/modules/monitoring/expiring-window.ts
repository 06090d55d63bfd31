import { TZDate } from '@date-fns/tz';
import { EXPIRING_FORM_DAYS } from '@taxlens/contracts';
import { addDays, format } from 'date-fns';
import type { ExpiringWindow } from '../../db/queries/expiring-forms.js';

export type { ExpiringWindow };

/** The days of the expiring-forms window as of `now` in a zone: today and the last day it reaches. */
export function expiringWindowOf(now: Date, timeZone: string): ExpiringWindow {
  const zoned = new TZDate(now.getTime(), timeZone);
  return {
    today: format(zoned, 'yyyy-MM-dd'),
    expiringUntil: format(addDays(zoned, EXPIRING_FORM_DAYS), 'yyyy-MM-dd'),
  };
}
