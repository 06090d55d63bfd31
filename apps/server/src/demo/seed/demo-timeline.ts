import { TZDate } from '@date-fns/tz';
import type { DeliveryCode } from '@taxlens/contracts';
import { addBusinessDays, addHours, addMonths, set } from 'date-fns';
import type { Random } from './random.js';

export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;

export type DemoClock = {
  now: Date;
  /** A business-hours moment `daysAgo` days before today (UTC 13:00-22:00 is the same day in US zones), never in the future. */
  stamp: (daysAgo: number) => Date;
  daysAgo: (date: Date) => number;
};

export function createDemoClock(now: Date, rng: Random): DemoClock {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return {
    now,
    stamp: (daysAgo) => {
      const at = new Date(today - daysAgo * DAY_MS + rng.int(13 * 60, 21 * 60 + 59) * 60_000);
      if (daysAgo !== 0) return at;
      // Today: drawn whether used or not, so the demo's later draws do not depend on the hour it is seeded at
      // (before 13:00 UTC every stamp of today needs it; after, some do). Used when the stamp is later than now,
      // to move it into the part of today that has passed.
      const passed = Math.max(1, Math.floor((now.getTime() - today) / 60_000));
      const minutesAgo = rng.int(1, Math.min(passed, 180));
      return at < now ? at : new Date(now.getTime() - minutesAgo * 60_000);
    },
    daysAgo: (date) => Math.floor((today + DAY_MS - 1 - date.getTime()) / DAY_MS),
  };
}

/** How long the provider takes per delivery option, in hours: [min, max]. */
const TURNAROUND_HOURS: Record<DeliveryCode, readonly [number, number]> = {
  EXPRESS: [1, 2],
  SAME_DAY: [3, 7],
  NEXT_DAY: [16, 30],
  THREE_DAY: [40, 72],
  TEN_DAY: [96, 240],
  THIRTY_DAY: [240, 600],
  TGR_ONDEMAND: [8, 26],
  ON_DEMAND: [8, 26],
  MONTHLY: [24, 72],
};

export function pickTurnaroundHours(rng: Random, delivery: DeliveryCode): number {
  const [min, max] = TURNAROUND_HOURS[delivery];
  return rng.int(min, max);
}

const EASTERN = 'America/New_York';
const at7pm = (d: TZDate) => set(d, { hours: 19, minutes: 0, seconds: 0, milliseconds: 0 });
const BUSINESS_DAYS: Partial<Record<DeliveryCode, number>> = {
  NEXT_DAY: 1,
  TGR_ONDEMAND: 1,
  ON_DEMAND: 1,
  THREE_DAY: 3,
  TEN_DAY: 10,
  THIRTY_DAY: 30,
};

/**
 * Spec 2 §4 promised times (7 PM Eastern). Weekends only: federal holidays are the orders
 * module's business, and the demo's due dates only need to look right.
 */
export function estimateDueAt(delivery: DeliveryCode, createdAt: Date): Date {
  const eastern = new TZDate(createdAt.getTime(), EASTERN);
  if (delivery === 'EXPRESS') return addHours(createdAt, 2);
  if (delivery === 'MONTHLY') return addMonths(createdAt, 1);
  const days = BUSINESS_DAYS[delivery] ?? 0;
  return new Date(at7pm(days ? addBusinessDays(eastern, days) : eastern).getTime());
}
