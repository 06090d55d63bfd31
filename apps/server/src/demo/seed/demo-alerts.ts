import type { CategoryCode } from '@taxlens/contracts';
import { REJECTION_REASONS } from '@taxlens/contracts';
import { addDaysIso, isoDay } from './calendar.js';
import type { Portfolio } from './demo-portfolio.js';
import { DAY_MS, type DemoClock, HOUR_MS } from './demo-timeline.js';
import { type AlertInput, type AlertRow, buildAlertRow } from './factories/alerts.js';
import type { Random } from './random.js';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const displayDate = (iso: string) => `${iso.slice(5, 7)}.${iso.slice(8, 10)}.${iso.slice(0, 4)}`;

const RISK_REASONS: Partial<Record<CategoryCode, string>> = {
  WITH_LEVY: 'The IRS has issued a levy notice.',
  WITH_LIENS_LAST_45_DAYS: 'A federal tax lien was filed in the last 45 days.',
  WITH_POTENTIAL_DEFAULT: 'An installment agreement is in default or at risk of default.',
};

const LENDER_MESSAGES = [
  {
    daysAgo: 1,
    title: 'Scheduled maintenance this Saturday',
    body: 'The portal will be unavailable on Saturday from 10 PM to 2 AM ET while we upgrade our systems. Orders placed before then are not affected.',
  },
  {
    daysAgo: 18,
    title: 'IRS transcript delays',
    body: 'The IRS is processing transcript requests more slowly than usual. Ten- and thirty-day orders may complete a day later than promised.',
  },
  {
    daysAgo: 45,
    title: 'New Form 8821 revision accepted',
    body: 'The IRS now accepts the latest revision of Form 8821. Older revisions are still accepted until further notice.',
  },
] as const;

/** The drawer's alerts reach this far back; older alert history is only events (demo-alert-events.ts). */
export const RECENT_ALERT_DAYS = 60;

type Context = { rng: Random; clock: DemoClock; lenderId: string; portfolio: Portfolio };

/** Read state by age: older alerts were mostly seen, and some dismissed; recent ones are mostly unread. */
function readState(ctx: Context, createdAt: Date): Pick<AlertInput, 'viewed' | 'viewedAt' | 'acknowledgedAt'> {
  const ageDays = (ctx.clock.now.getTime() - createdAt.getTime()) / DAY_MS;
  if (!ctx.rng.chance(ageDays > 7 ? 0.8 : 0.25)) return { viewed: false };
  const viewedAt = new Date(Math.min(createdAt.getTime() + HOUR_MS * ctx.rng.int(1, 72), ctx.clock.now.getTime()));
  return { viewed: true, viewedAt, acknowledgedAt: ctx.rng.chance(0.4) ? viewedAt : null };
}

/** Every alert type of spec 1, drawn from the portfolio it describes. */
export function generateAlerts(ctx: Context): AlertRow[] {
  const { rng, clock, lenderId, portfolio } = ctx;
  const clients = new Map(portfolio.clients.map((c) => [c.id, c]));
  const orders = new Map(portfolio.orders.map((o) => [o.id, o]));
  const recentFrom = clock.now.getTime() - RECENT_ALERT_DAYS * DAY_MS;
  const alerts: AlertInput[] = [];
  // Alerts for everyone are never dismissed in the demo, so a lender always opens on more than a page
  // of them (the per-day draw decides the rest: who saw what, and what each user dismissed).
  const add = (input: Omit<AlertInput, 'lenderId'> & { createdAt: Date }) => {
    const state = readState(ctx, input.createdAt);
    alerts.push({ ...input, lenderId, ...state, ...(input.userId ? {} : { acknowledgedAt: null }) });
  };

  for (const report of portfolio.reports) {
    const client = clients.get(report.client_id)!;
    const order = report.order_id ? orders.get(report.order_id) : undefined;
    const userId = order ? (order.owner_id ?? order.placed_by) : (client.created_by ?? null);
    if (report.status === 'REJECTED' && (report.rejected_at as Date).getTime() >= recentFrom) {
      const code = report.rejection_code!;
      add({
        type: 'REJECTED',
        clientId: client.id,
        reportId: report.id,
        userId,
        createdAt: report.rejected_at as Date,
        title: `Form 8821 rejected: ${client.business_name}`,
        body: `${REJECTION_REASONS[code]}. ${report.rejection_note ?? ''}`.trim(),
      });
    }
    if (
      report.status === 'COMPLETED' &&
      report.risk_level === 'HIGH' &&
      (report.completed_at as Date).getTime() >= recentFrom
    ) {
      const reasons = (report.categories ?? []).flatMap((c) => RISK_REASONS[c] ?? []);
      add({
        type: 'HIGH_RISK',
        clientId: client.id,
        reportId: report.id,
        userId,
        createdAt: report.completed_at as Date,
        title: `${client.business_name} is high risk`,
        body: `${reasons.join(' ')} Total liability: ${usd.format((report.total_liability_cents ?? 0) / 100)}.`,
      });
    }
  }

  const businesses = rng
    .shuffle(portfolio.clients.filter((c) => c.status === 'ACTIVE' && c.tax_id_kind === 'EIN'))
    .slice(0, 8);
  for (const client of businesses) {
    const previous = renameFrom(client.business_name);
    add({
      type: 'CLIENT_RENAMED',
      clientId: client.id,
      createdAt: clock.stamp(rng.int(0, 50)),
      title: `Client renamed: ${client.business_name}`,
      body: `IRS records list this client as "${client.business_name}". We updated the name from "${previous}".`,
    });
  }

  const today = isoDay(clock.now);
  const expiring = portfolio.clients.filter(
    (c) =>
      c.monitoring_frequency !== 'None' &&
      c.authorization_expires_on &&
      String(c.authorization_expires_on) <= addDaysIso(today, 60),
  );
  for (const client of expiring) {
    const expires = String(client.authorization_expires_on);
    add({
      type: 'INCOMPLETE_AUTH',
      clientId: client.id,
      userId: client.created_by ?? null,
      createdAt: clock.stamp(rng.int(0, 20)),
      title: `Authorization incomplete: ${client.business_name}`,
      body: `The Form 8821 on file expires on ${displayDate(expires)} and does not cover tax year ${Number(expires.slice(0, 4)) + 1}. Upload a new form to keep monitoring this client.`,
    });
  }

  for (const message of LENDER_MESSAGES)
    add({ type: 'LENDER_ALERT', createdAt: clock.stamp(message.daysAgo), title: message.title, body: message.body });
  return alerts.map((a) => buildAlertRow({ ...a, id: rng.uuid() }));
}

function renameFrom(name: string): string {
  const swaps: Array<[RegExp, string]> = [
    [/ LLC$/, ' L.L.C.'],
    [/ Inc\.$/, ' Incorporated'],
    [/ Corp\.$/, ' Corporation'],
    [/ Co\.$/, ' Company'],
  ];
  for (const [pattern, replacement] of swaps) if (pattern.test(name)) return name.replace(pattern, replacement);
  return `${name} Holdings`;
}
