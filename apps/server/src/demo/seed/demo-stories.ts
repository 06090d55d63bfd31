import type { ClientStatus, ReportStatus as OrderStatus } from '@taxlens/contracts';
import { type DemoClock, HOUR_MS, pickTurnaroundHours } from './demo-timeline.js';
import type { ProductInput } from './factories/lenders.js';
import type { Random } from './random.js';

/** A product of the lender (report type, delivery option and add-on rules). */
export type ProductChoice = ProductInput;

/** What happened to a client, oldest order first, and the client status it leaves. */
type Story = { statuses: OrderStatus[]; clientStatus: ClientStatus; oldFirst?: boolean };

const STORIES: ReadonlyArray<readonly [Story, number]> = [
  [{ statuses: ['COMPLETED'], clientStatus: 'ACTIVE' }, 46],
  [{ statuses: ['COMPLETED', 'COMPLETED'], clientStatus: 'ACTIVE', oldFirst: true }, 12],
  [{ statuses: ['REJECTED'], clientStatus: 'REJECTED' }, 8],
  [{ statuses: ['COMPLETED', 'REJECTED'], clientStatus: 'REJECTED', oldFirst: true }, 3],
  [{ statuses: ['REJECTED', 'COMPLETED'], clientStatus: 'ACTIVE' }, 5],
  [{ statuses: ['PENDING'], clientStatus: 'PENDING' }, 7],
  [{ statuses: ['IN_PROGRESS'], clientStatus: 'PENDING' }, 6],
  [{ statuses: ['COMPLETED', 'PENDING'], clientStatus: 'ACTIVE' }, 3],
  [{ statuses: ['COMPLETED', 'IN_PROGRESS'], clientStatus: 'ACTIVE' }, 2],
  [{ statuses: ['COMPLETED'], clientStatus: 'ARCHIVED' }, 5],
  [{ statuses: ['COMPLETED'], clientStatus: 'CLOSED' }, 3],
];

/** Bundles are ordered together and rarely rejected as a whole. */
const BUNDLE_STORIES: ReadonlyArray<readonly [Story, number]> = STORIES.filter(
  ([s]) => s.clientStatus === 'ACTIVE' || s.clientStatus === 'PENDING',
);

export function pickStory(rng: Random, bundle: boolean): Story {
  return rng.weighted(bundle ? BUNDLE_STORIES : STORIES);
}

export type Step = {
  status: OrderStatus;
  product: ProductChoice;
  createdAt: Date;
  startedAt: Date | null;
  /** completed_at or rejected_at */
  endedAt: Date | null;
};

/** The window of the dashboards; older orders exist only to give past invoices their lines. */
const RECENT_DAYS = 110;

/**
 * Places a story's orders in time, newest first so each older order ends before the next one
 * starts. Open orders are younger than their delivery promise; a few events land today so the
 * dashboard's "New today" counts are not empty.
 */
export function scheduleSteps(
  rng: Random,
  clock: DemoClock,
  story: Story,
  nextProduct: () => ProductChoice,
  historyDays: number,
): Step[] {
  const steps: Step[] = [];
  let floor = 0;
  for (let i = story.statuses.length - 1; i >= 0; i--) {
    const status = story.statuses[i]!;
    const product = nextProduct();
    const old = story.oldFirst && i === 0;
    const from = old ? Math.max(floor, RECENT_DAYS + 11) : floor;
    const to = Math.max(from, old ? historyDays : RECENT_DAYS);
    const endDays = floor === 0 && rng.chance(0.06) ? 0 : rng.int(from, to);
    const step = scheduleStep(rng, clock, status, product, endDays);
    steps.unshift(step);
    floor = clock.daysAgo(step.createdAt) + 1;
  }
  return steps;
}

function scheduleStep(
  rng: Random,
  clock: DemoClock,
  status: OrderStatus,
  product: ProductChoice,
  endDays: number,
): Step {
  const minutes = (n: number) => n * 60_000;
  const turnaround = pickTurnaroundHours(rng, product.delivery);
  if (status === 'PENDING' || status === 'IN_PROGRESS') {
    const maxAge = Math.floor(turnaround / 24);
    const createdAt = clock.stamp(rng.chance(0.4) ? 0 : rng.int(0, maxAge));
    if (status === 'PENDING') return { status, product, createdAt, startedAt: null, endedAt: null };
    const started = Math.min(createdAt.getTime() + minutes(rng.int(20, 240)), clock.now.getTime() - 60_000);
    return { status, product, createdAt, startedAt: new Date(Math.max(started, createdAt.getTime())), endedAt: null };
  }
  const endedAt = clock.stamp(endDays);
  if (status === 'REJECTED') {
    const createdAt = new Date(endedAt.getTime() - HOUR_MS * rng.int(2, 50));
    return { status, product, createdAt, startedAt: new Date(createdAt.getTime() + minutes(rng.int(20, 90))), endedAt };
  }
  const createdAt = new Date(endedAt.getTime() - HOUR_MS * turnaround - minutes(rng.int(0, 59)));
  const startedAt = new Date(createdAt.getTime() + Math.min(HOUR_MS * turnaround * 0.3, minutes(rng.int(15, 180))));
  return { status, product, createdAt, startedAt, endedAt };
}
