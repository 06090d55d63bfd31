import { hashPassword } from '../../platform/passwords.js';
import type { Database } from '../../db/connection.js';
import { alertRaisedHistory } from './demo-alert-events.js';
import { generateAlerts } from './demo-alerts.js';
import { generateBilling, monthStart } from './demo-billing.js';
import { CLIENT_TYPE_SHARE, DEMO_LENDERS, type DemoLender } from './demo-lenders.js';
import { generatePortfolio } from './demo-portfolio.js';
import { seedDemoSso } from './demo-sso.js';
import { createDemoClock, DAY_MS } from './demo-timeline.js';
import { DEMO_PASSWORD, DEMO_USERS, type DemoLenderKey } from './demo-users.js';
import { demoEvidence } from './demo-evidence.js';
import { acceptNotice, createLender, createNotice, createUser, insertInChunks, setAddOnPrices } from './factories.js';
import { DEMO_ADD_ON_PRICES } from './product-catalog.js';
import { createRandom } from './random.js';
import { seedContent } from './content/seed-content.js';
import { markDemoData } from '../demo-data-mark-repo.js';
import { insertHistoryEvents, markHistoryConsumed } from './repo/history-events.js';
import {
  disableLatestReportTrigger,
  enableLatestReportTrigger,
  hasLenders,
  takeSeedLock,
} from './repo/seed-control.js';

export type SeedDemoOptions = { piiKey: Buffer; now?: Date };

// Any constant works; it keeps two instances starting on one empty PostgreSQL from seeding twice.
const SEED_LOCK = 741_852_963;

const BEACON_NOTICE = {
  title: 'Beacon Bank portal terms update',
  body: [
    'Beacon Bank has updated the terms under which its staff use the TaxLens Portal.',
    '',
    '1. Reports ordered through the portal may be used only to underwrite or service credit extended by Beacon Bank.',
    '2. Each order must be supported by a Form 8821 signed by the client within the last 120 days.',
    "3. Tax information must not be shared outside the credit file, and must be retained under the bank's record-retention policy.",
    '',
    'By selecting Accept you confirm that you have read and agree to these terms.',
  ].join('\n'),
};

const GLOBAL_NOTICE = {
  title: 'TaxLens Portal terms of use',
  body: "Use of the TaxLens Portal is subject to the Terms & Conditions agreed between your company and TaxLens. Tax information obtained through the portal is confidential and may be used only for the purpose stated on the client's Form 8821.",
};

/**
 * Seeds the demo lenders, users, notices and portfolios on first start only (no lender yet),
 * in one transaction: a failure leaves an empty database that the next start seeds again.
 */
export async function seedDemo(db: Database, options: SeedDemoOptions): Promise<{ seeded: boolean }> {
  if (await hasLenders(db)) return { seeded: false };
  const now = options.now ?? new Date();
  // Hashed once, outside the transaction: argon2 is slow on purpose and the embedded database is single-session.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction().execute(async (trx) => {
    await takeSeedLock(trx, SEED_LOCK);
    if (await hasLenders(trx)) return { seeded: false };
    await seedAll(trx, options.piiKey, now, passwordHash);
    return { seeded: true };
  });
}

async function seedAll(db: Database, piiKey: Buffer, now: Date, passwordHash: string): Promise<void> {
  const lenderIds = new Map<DemoLenderKey, string>();
  for (const demo of DEMO_LENDERS) {
    const lender = await createLender(db, { ...demo.lender, products: demo.products.map(([p]) => p) });
    await setAddOnPrices(db, lender.id, DEMO_ADD_ON_PRICES);
    lenderIds.set(demo.key, lender.id);
  }
  await seedDemoSso(db, lenderIds.get('delta')!);

  const userIds = new Map<string, string>();
  for (const user of DEMO_USERS) {
    const created = await createUser(db, {
      username: user.username,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      phone: '(614) 555-0142',
      passwordHash: user.invited || user.sso ? null : passwordHash,
      ...(user.invited ? { status: 'INVITED' } : {}),
      passwordExpiresAt: user.passwordExpired ? new Date(now.getTime() - DAY_MS) : null,
      f2aType: user.f2aType,
      globalRole: user.globalRole,
      lenders: user.lenders.map((l) => ({ lenderId: lenderIds.get(l.lender)!, role: l.role })),
    });
    userIds.set(user.username, created.id);
  }

  const global = await createNotice(db, { ...GLOBAL_NOTICE, createdAt: new Date(now.getTime() - 200 * DAY_MS) });
  await acceptNotice(db, global.id, [...userIds.values()], new Date(now.getTime() - 190 * DAY_MS));
  await createNotice(db, {
    ...BEACON_NOTICE,
    lenderId: lenderIds.get('beacon')!,
    createdAt: new Date(now.getTime() - 3 * DAY_MS),
  });

  for (const demo of DEMO_LENDERS) await seedPortfolio(db, demo, lenderIds.get(demo.key)!, userIds, piiKey, now);
  await seedContent(db, { now });
  await markHistoryConsumed(db);
  // In the seed's transaction: a database holding the demo users is always marked (production refuses it).
  await markDemoData(db, now);
}

async function seedPortfolio(
  db: Database,
  demo: DemoLender,
  lenderId: string,
  userIds: Map<string, string>,
  piiKey: Buffer,
  now: Date,
): Promise<void> {
  const rng = createRandom(demo.seed + 1);
  const clock = createDemoClock(now, rng);
  // Order history reaches back to the oldest invoiced month, so every past invoice has its lines.
  const historyDays = Math.floor((now.getTime() - monthStart(now, demo.invoiceStatuses.length).getTime()) / DAY_MS) - 1;
  const portfolio = generatePortfolio(
    {
      lenderId,
      seed: demo.seed,
      clientCount: demo.clientCount,
      bundleCount: demo.bundleCount,
      designeeCount: demo.designeeCount,
      monitoring: demo.lender.monitorType !== 'None',
      onDemand: demo.lender.capabilities?.ondemandorder === 'ACTIVE',
      products: demo.products,
      placers: demo.placers.map(([username, weight]) => [userIds.get(username)!, weight] as const),
      clientTypes: CLIENT_TYPE_SHARE,
    },
    { piiKey },
    clock,
    historyDays,
  );
  const alerts = generateAlerts({ rng, clock, lenderId, portfolio });
  const billing = generateBilling(rng, portfolio, now, demo.invoicePrefix, demo.invoiceStatuses);

  // Designees first: clients name theirs.
  await insertInChunks(db, 'designees', portfolio.designees);
  await insertInChunks(db, 'clients', portfolio.clients);
  await insertInChunks(db, 'bundles', portfolio.bundles);
  await insertInChunks(db, 'bundle_clients', portfolio.bundleClients);
  await insertInChunks(db, 'orders', portfolio.orders);
  await insertInChunks(db, 'reports', portfolio.reports);
  // The earlier monitoring history (docs/decisions/200) lies before each client's first ordered report, so it
  // never changes a client's latest report: the per-row latest-report trigger is skipped for it
  // (in the seed's transaction, which nothing else sees) to keep the first start quick.
  await disableLatestReportTrigger(db);
  await insertInChunks(db, 'reports', portfolio.history);
  await enableLatestReportTrigger(db);
  await insertInChunks(db, 'report_transcript_facts', await demoEvidence(portfolio.reports, portfolio.clients, piiKey));
  await insertInChunks(db, 'alerts', alerts);
  // The alerts' history as events, so the trends count alerts raised (decision 220).
  await insertHistoryEvents(db, alertRaisedHistory(lenderId, portfolio, alerts, now));
  await insertInChunks(db, 'invoices', billing.invoices);
  await insertInChunks(db, 'invoice_lines', billing.lines);
}
