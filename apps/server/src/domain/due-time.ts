import { TZDate } from '@date-fns/tz';
import { BUSINESS_TIME_ZONE, type DeliveryCode } from '@taxlens/contracts';
import { addBusinessDays, isBusinessDay } from './business-calendar.js';

// Spec 2 §4 and §9: when each delivery option is due. The provider works on Eastern Time; "by 7 PM
// ET" is 19:00 in America/New_York on a business day. Decisions (docs/decisions/060): a Same Day
// order placed after 7 PM ET or on a day off is due at 7 PM ET on the next business day; MONTHLY
// (transcripts on the monitoring schedule) is given three business days like THREE_DAY.
const ZONE = BUSINESS_TIME_ZONE;
const CUTOFF_HOUR = 19;
const EXPRESS_MS = 2 * 60 * 60 * 1000;

const BUSINESS_DAYS_AFTER: Partial<Record<DeliveryCode, number>> = {
  NEXT_DAY: 1,
  TGR_ONDEMAND: 1,
  ON_DEMAND: 1,
  THREE_DAY: 3,
  MONTHLY: 3,
  TEN_DAY: 10,
  THIRTY_DAY: 30,
};

function easternDay(at: Date): { iso: string; hour: number } {
  const local = new TZDate(at.getTime(), ZONE);
  const iso = `${local.getFullYear()}-${String(local.getMonth() + 1).padStart(2, '0')}-${String(local.getDate()).padStart(2, '0')}`;
  return { iso, hour: local.getHours() };
}

function cutoffOn(iso: string): Date {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(year, month - 1, day, CUTOFF_HOUR, 0, 0, ZONE).getTime());
}

/** The moment an order placed at `placedAt` with this delivery is due. */
export function dueTime(delivery: DeliveryCode, placedAt: Date): Date {
  if (delivery === 'EXPRESS') return new Date(placedAt.getTime() + EXPRESS_MS);
  const placed = easternDay(placedAt);
  if (delivery === 'SAME_DAY') {
    const sameDay = isBusinessDay(placed.iso) && placed.hour < CUTOFF_HOUR;
    return cutoffOn(sameDay ? placed.iso : addBusinessDays(placed.iso, 1));
  }
  const after = BUSINESS_DAYS_AFTER[delivery];
  if (after === undefined) throw new Error(`No due-time rule for delivery ${delivery}`);
  return cutoffOn(addBusinessDays(placed.iso, after));
}
