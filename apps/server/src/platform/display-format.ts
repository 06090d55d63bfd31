import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Integer cents as the portal shows money in text the server writes (alerts, mail): $1,234.56. */
export const formatUsd = (cents: number): string => usd.format(cents / 100);

/** A calendar date 'YYYY-MM-DD' as the portal shows dates: MM.dd.yyyy. */
export const displayDate = (iso: string): string => `${iso.slice(5, 7)}.${iso.slice(8, 10)}.${iso.slice(0, 4)}`;

/** An instant in the reader's zone, with the zone's abbreviation: 11.25.2026 7:12 PM EST. */
export const formatInstant = (at: Date, timeZone: string): string => format(new TZDate(at.getTime(), timeZone), 'MM.dd.yyyy h:mm a zzz');
