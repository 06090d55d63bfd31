import { sql } from 'kysely';

/** The days of the expiring-forms window as of a moment in a zone: today and the last day it reaches. */
export type ExpiringWindow = { today: string; expiringUntil: string };

/**
 * A client (`c`) whose 8821 is expiring: the end of its last covered tax period (decision 091) falls
 * within the window. The portfolio's expiring-forms list and the renewal job both read this.
 */
export const formIsExpiring = (w: ExpiringWindow) =>
  sql`c.authorization_expires_on >= ${w.today}::date and c.authorization_expires_on <= ${w.expiringUntil}::date`;

/** Expiring, or already ended: the form no longer covers the monitoring to come (docs/decisions/212). */
export const formIsExpiringOrEnded = (w: ExpiringWindow) => sql`c.authorization_expires_on <= ${w.expiringUntil}::date`;
