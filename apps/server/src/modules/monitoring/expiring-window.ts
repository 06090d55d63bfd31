import { TZDate } from '@date-fns/tz';
import { EXPIRING_FORM_DAYS } from '@taxlens/contracts';
import { addDays, format } from 'date-fns';
import { sql } from 'kysely';

/** The days of the expiring-forms window as of `now` in a zone: today and the last day it reaches. */
export type ExpiringWindow = { today: string; expiringUntil: string };

export function expiringWindowOf(now: Date, timeZone: string): ExpiringWindow {
  const zoned = new TZDate(now.getTime(), timeZone);
  return {
    today: format(zoned, 'yyyy-MM-dd'),
    expiringUntil: format(addDays(zoned, EXPIRING_FORM_DAYS), 'yyyy-MM-dd'),
  };
}

/**
 * A client (`c`) whose 8821 is expiring: the end of its last covered tax period (decision 091) falls
 * within the window. The portfolio's expiring-forms list and the renewal job both read this.
 */
export const formIsExpiring = (w: ExpiringWindow) =>
  sql`c.authorization_expires_on >= ${w.today}::date and c.authorization_expires_on <= ${w.expiringUntil}::date`;

/** Expiring, or already ended: the form no longer covers the monitoring to come (docs/decisions/212). */
export const formIsExpiringOrEnded = (w: ExpiringWindow) => sql`c.authorization_expires_on <= ${w.expiringUntil}::date`;
