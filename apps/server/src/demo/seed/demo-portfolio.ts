import { type ClientTypeCode, REJECTION_REASONS, type RejectionReason, type TaxPeriod } from '@taxlens/contracts';
import type { Insertable } from 'kysely';
import type { AddOnFrequency, BundleClientsTable, BundlesTable, DesigneesTable } from '../../db/schema-portfolio.js';
import { addDaysIso, isoDay } from './calendar.js';
import { monitoringReportRow, priorMonitoringReports } from './demo-history.js';
import { createIdentitySource } from './demo-identities.js';
import { evolvePeriods, generatePeriods, pickTaxProfile, type TaxProfile } from './demo-periods.js';
import { REJECTION_NOTES } from './demo-rejection-notes.js';
import { pickStory, type ProductChoice, scheduleSteps, type Step } from './demo-stories.js';
import { DAY_MS, type DemoClock, estimateDueAt, HOUR_MS } from './demo-timeline.js';
import { buildClient, type PiiDeps } from './factories/clients.js';
import { buildOrder, type OrderRow } from './factories/orders.js';
import type { ReportRow } from './factories/reports.js';
import { fakeAddress } from './fake-addresses.js';
import { fakePerson, fullName } from './fake-people.js';
import { createRandom, type Random } from './random.js';

type Weighted<T> = ReadonlyArray<readonly [T, number]>;

export type PortfolioPlan = {
  lenderId: string;
  seed: number;
  clientCount: number;
  bundleCount: number;
  designeeCount: number;
  monitoring: boolean;
  onDemand: boolean;
  products: Weighted<ProductChoice>;
  placers: Weighted<string>;
  clientTypes: Weighted<ClientTypeCode>;
};

export type Portfolio = {
  clients: Array<ReturnType<typeof buildClient>['row']>;
  orders: OrderRow[];
  reports: ReportRow[];
  /** Monitoring reports before the first order (demo-history.ts): trends only, never billed or alerted. */
  history: ReportRow[];
  bundles: Array<Insertable<BundlesTable>>;
  bundleClients: Array<Insertable<BundleClientsTable>>;
  designees: Array<Insertable<DesigneesTable>>;
};

/** Cycles through every product first, so each delivery option of the lender is used, then picks by weight. */
function productPicker(rng: Random, products: Weighted<ProductChoice>): () => ProductChoice {
  let used = 0;
  return () => (used < products.length ? products[used++]![0] : rng.weighted(products));
}

function rejectionPicker(rng: Random): () => RejectionReason {
  const codes = rng.shuffle(Object.keys(REJECTION_REASONS) as RejectionReason[]);
  let next = 0;
  return () => codes[next++ % codes.length]!;
}

/** A lender's whole portfolio as rows, deterministic for the plan's seed and the clock's day. */
export function generatePortfolio(
  plan: PortfolioPlan,
  deps: PiiDeps,
  clock: DemoClock,
  historyDays: number,
): Portfolio {
  const rng = createRandom(plan.seed);
  const identities = createIdentitySource(rng);
  const nextProduct = productPicker(rng, plan.products);
  const nextRejection = rejectionPicker(rng);
  // The earlier history has a random source of its own: the rest of the demo is drawn as before.
  const historyRng = createRandom(plan.seed + 7919);
  const out: Portfolio = {
    clients: [],
    orders: [],
    reports: [],
    history: [],
    bundles: [],
    bundleClients: [],
    designees: [],
  };

  const groups: Array<{ types: ClientTypeCode[]; bundle: boolean }> = [];
  for (let b = 0; b < plan.bundleCount; b++) {
    groups.push({
      types: [
        rng.pick(['corp', 'llc', 'partners'] as const),
        ...Array<ClientTypeCode>(rng.int(1, 2)).fill('individual'),
      ],
      bundle: true,
    });
  }
  let members = groups.reduce((n, g) => n + g.types.length, 0);
  for (; members < plan.clientCount; members++) groups.push({ types: [rng.weighted(plan.clientTypes)], bundle: false });

  for (const group of groups) {
    const story = pickStory(rng, group.bundle);
    const steps = scheduleSteps(rng, clock, story, nextProduct, historyDays);
    const people = steps.map(() => {
      const placer = rng.weighted(plan.placers);
      return {
        placer,
        owner: rng.chance(0.15) ? rng.weighted(plan.placers) : placer,
        bundleOrderId: group.bundle ? rng.uuid() : null,
      };
    });
    const bundleId = group.bundle ? rng.uuid() : null;
    group.types.forEach((clientType, position) => {
      const identity = identities(clientType);
      const clientId = rng.uuid();
      const profile = pickTaxProfile(rng, clientType);
      let latest: { periods: TaxPeriod[]; completedAt: Date } | null = null;
      let firstCompleted: Date | null = null;
      for (const [k, step] of steps.entries()) {
        const who = people[k]!;
        const { order, report } = buildOrder(
          {
            id: rng.uuid(),
            lenderId: plan.lenderId,
            clientId,
            placedBy: who.placer,
            ownerId: who.owner,
            bundleOrderId: who.bundleOrderId,
            reportType: step.product.reportType,
            delivery: step.product.delivery,
            ...pickAddOns(rng, clientType, step.product),
            onDemand: plan.onDemand,
            formName: plan.onDemand ? null : `8821 - ${identity.businessName}.pdf`,
            status: step.status,
            dueAt: estimateDueAt(step.product.delivery, step.createdAt),
            createdAt: step.createdAt,
            report: reportDetails(rng, step, profile, nextRejection),
          },
          clock.now,
        );
        out.orders.push(order);
        if (!report) continue;
        out.reports.push(report);
        if (step.status === 'COMPLETED')
          latest = { periods: JSON.parse(String(report.periods)) as TaxPeriod[], completedAt: step.endedAt! };
        if (step.status === 'COMPLETED') firstCompleted ??= step.endedAt!;
      }
      const monitored = plan.monitoring && story.clientStatus === 'ACTIVE' && latest !== null && rng.chance(0.35);
      const frequency = monitored ? (rng.chance(0.85) ? 'MONTHLY' : 'SEMI_MONTHLY') : 'None';
      if (monitored && latest)
        out.reports.push(
          ...monitoringReports(rng, clock, plan.lenderId, clientId, profile, latest, frequency === 'MONTHLY' ? 30 : 15),
        );
      if (monitored && firstCompleted)
        out.history.push(
          ...priorMonitoringReports(historyRng, clock, { lenderId: plan.lenderId, clientId }, profile, firstCompleted),
        );
      const first = steps[0]!;
      const last = steps[steps.length - 1]!;
      const expiresSoon = monitored && rng.chance(0.3);
      out.clients.push(
        buildClient(deps, {
          ...identity,
          id: clientId,
          lenderId: plan.lenderId,
          status: story.clientStatus,
          monitoringFrequency: frequency,
          authorizationExpiresOn: expiresSoon
            ? addDaysIso(isoDay(clock.now), rng.int(5, 60))
            : `${first.createdAt.getUTCFullYear() + rng.int(1, 3)}-12-31`,
          createdBy: people[0]!.placer,
          createdAt: new Date(first.createdAt.getTime() - HOUR_MS * rng.int(1, 96)),
          updatedAt: last.endedAt ?? last.startedAt ?? last.createdAt,
        }).row,
      );
      if (bundleId)
        out.bundleClients.push({ bundle_id: bundleId, client_id: clientId, lender_id: plan.lenderId, position });
      if (bundleId && position === 0) {
        out.bundles.push({
          id: bundleId,
          lender_id: plan.lenderId,
          name: identity.businessName!,
          created_at: new Date(first.createdAt.getTime() - HOUR_MS),
        });
      }
    });
  }
  out.designees = pickDesignees(rng, plan, out.clients);
  return out;
}

/** Spec 2 §4 add-on rules: NEVER hides, ALWAYS forces; transcripts and record of account exclude each other; wage and income is for people. */
function pickAddOns(rng: Random, clientType: ClientTypeCode, product: ProductChoice) {
  const take = (frequency: AddOnFrequency | undefined, fallback: AddOnFrequency, chance: number) => {
    const f = frequency ?? fallback;
    return f === 'ALWAYS' || (f === 'SELECTED' && rng.chance(chance));
  };
  const taxReturnTranscripts = take(product.trtFrequency, 'SELECTED', 0.3);
  const recordOfAccount = !taxReturnTranscripts && take(product.roaFrequency, 'SELECTED', 0.2);
  const wageIncome =
    (clientType === 'individual' || clientType === 'sole_prop') && take(product.wiFrequency, 'NEVER', 0.4);
  return { taxReturnTranscripts, recordOfAccount, wageIncome };
}

function reportDetails(rng: Random, step: Step, profile: TaxProfile, nextRejection: () => RejectionReason) {
  const details = { id: rng.uuid(), startedAt: step.startedAt };
  if (step.status === 'COMPLETED') {
    const reportDate = isoDay(step.endedAt!);
    return { ...details, completedAt: step.endedAt, reportDate, periods: generatePeriods(rng, profile, reportDate) };
  }
  if (step.status === 'REJECTED') {
    const code = nextRejection();
    return { ...details, rejectedAt: step.endedAt, rejectionCode: code, rejectionNote: REJECTION_NOTES[code] };
  }
  return details;
}

function monitoringReports(
  rng: Random,
  clock: DemoClock,
  lenderId: string,
  clientId: string,
  profile: TaxProfile,
  start: { periods: TaxPeriod[]; completedAt: Date },
  cadenceDays: number,
): ReportRow[] {
  const rows: ReportRow[] = [];
  let periods = start.periods;
  let previousDate = isoDay(start.completedAt);
  for (
    let at = start.completedAt.getTime() + cadenceDays * DAY_MS;
    at < clock.now.getTime();
    at += cadenceDays * DAY_MS
  ) {
    const reportDate = isoDay(new Date(at));
    periods = evolvePeriods(rng, profile, periods, previousDate, reportDate);
    previousDate = reportDate;
    rows.push(monitoringReportRow(rng.uuid(), { lenderId, clientId }, periods, reportDate, at));
  }
  return rows;
}

/** A few designees of the lender (tax firms on line 2 of the 8821), each named on some active clients' forms. */
function pickDesignees(
  rng: Random,
  plan: PortfolioPlan,
  clients: Portfolio['clients'],
): Array<Insertable<DesigneesTable>> {
  if (plan.designeeCount === 0) return [];
  const designees = Array.from({ length: Math.max(1, Math.ceil(plan.designeeCount / 4)) }, (_, i) => {
    const person = fakePerson(rng);
    const address = fakeAddress(rng);
    return {
      id: rng.uuid(),
      lender_id: plan.lenderId,
      name: `${fullName(person)}, CPA`,
      caf_number: `${String(rng.int(1000, 9999))}-${String(rng.int(10000, 99999))}R`,
      ptin: `P${String(rng.int(10_000_000, 99_999_999))}`,
      address_line1: address.line1,
      address_line2: address.line2,
      city: address.city,
      state: address.state,
      zip: address.zip,
      phone: address.phone,
      fax: i % 2 === 0 ? address.phone.replace('555-01', '555-02') : null,
    };
  });
  const active = rng.shuffle(clients.filter((c) => c.status === 'ACTIVE')).slice(0, plan.designeeCount);
  active.forEach((client, i) => {
    client.designee_id = designees[i % designees.length]!.id;
  });
  return designees;
}
