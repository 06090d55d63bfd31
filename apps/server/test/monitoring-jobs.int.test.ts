import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createLender } from '../src/demo/seed/factories.js';
import { createMonitoringJob, scheduleMonitoringReports } from '../src/modules/monitoring/schedule-monitoring.js';
import { monitoringPeriodKey } from '../src/modules/monitoring/monitoring-periods.js';
import { createJobRunner } from '../src/platform/jobs/runner.js';
import { createMovableClock } from './support/movable-clock.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const deps = { piiKey: randomBytes(32) };
const HOUR = 3_600_000;

describe('monitoring reports from the job runner', () => {
  let t: TestApp;
  const clock = createMovableClock(new Date('2026-11-04T09:00:00Z')); // a Wednesday, ISO week 45
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp({ seed: false, clock });
    const monitored = await createLender(t.db, { companyName: 'Watchful Lender', monitorType: 'MONTHLY' });
    const unmonitored = await createLender(t.db, { companyName: 'Unwatched Lender', monitorType: 'None' });
    const client = async (key: string, lenderId: string, input: Partial<Parameters<typeof createClient>[2]>) =>
      (ids[key] = (await createClient(t.db, deps, { lenderId, businessName: key, ...input })).id);
    await client('monthly', monitored.id, { monitoringFrequency: 'MONTHLY' });
    await client('semiMonthly', monitored.id, { monitoringFrequency: 'SEMI_MONTHLY' });
    await client('weekly', monitored.id, { monitoringFrequency: 'WEEKLY', authorizationExpiresOn: '2027-12-31' });
    await client('notMonitored', monitored.id, { monitoringFrequency: 'None' });
    await client('archived', monitored.id, { monitoringFrequency: 'MONTHLY', status: 'ARCHIVED' });
    await client('formRanOut', monitored.id, { monitoringFrequency: 'MONTHLY', authorizationExpiresOn: '2026-09-30' });
    await client('lenderWithoutMonitoring', unmonitored.id, { monitoringFrequency: 'MONTHLY' });
  });
  afterAll(async () => t.close());

  const monitoringReports = () =>
    t.db
      .selectFrom('reports')
      .select(['client_id', 'monitoring_period', 'status', 'kind', 'order_id'])
      .where('kind', '=', 'MONITORING')
      .orderBy('monitoring_period')
      .execute();
  const periodsOf = async (key: string) =>
    (await monitoringReports()).filter((r) => r.client_id === ids[key]).map((r) => r.monitoring_period);

  it('two runners started together create one PENDING report per monitored client and period', async () => {
    const runner = () => createJobRunner({ db: t.db, clock, log: t.app.log, jobs: [createMonitoringJob(HOUR)] });
    const [a, b] = [runner(), runner()];
    const ran = await Promise.all([a.tick(), b.tick()]);
    expect(ran.flat()).toEqual(['monitoring-reports']); // one instance ran it, the other skipped it

    const reports = await monitoringReports();
    expect(reports).toHaveLength(3);
    for (const r of reports) expect(r).toMatchObject({ status: 'PENDING', kind: 'MONITORING', order_id: null });
    expect(await periodsOf('monthly')).toEqual(['MONTHLY:2026-11']);
    expect(await periodsOf('semiMonthly')).toEqual(['SEMI_MONTHLY:2026-11-1']);
    expect(await periodsOf('weekly')).toEqual(['WEEKLY:2026-W45']);

    // Not due again within the interval.
    expect(await a.tick()).toEqual([]);
    const job = await t.db.selectFrom('scheduled_jobs').selectAll().executeTakeFirstOrThrow();
    expect(job).toMatchObject({ name: 'monitoring-reports', runs: 1, locked_until: null, last_error: null });
  });

  it('the same period run twice at once still makes one report per client (unique period, ON CONFLICT DO NOTHING)', async () => {
    const created = await Promise.all([
      scheduleMonitoringReports(t.db, clock.now()),
      scheduleMonitoringReports(t.db, clock.now()),
    ]);
    expect(created).toEqual([0, 0]);
    expect(await monitoringReports()).toHaveLength(3);
  });

  it('the next period gets the next report: a week later only the weekly client, after the 15th the semi-monthly one', async () => {
    const runner = createJobRunner({ db: t.db, clock, log: t.app.log, jobs: [createMonitoringJob(HOUR)] });
    clock.advance(7 * 24 * HOUR); // 2026-11-11
    expect(await runner.tick()).toEqual(['monitoring-reports']);
    expect(await periodsOf('weekly')).toEqual(['WEEKLY:2026-W45', 'WEEKLY:2026-W46']);
    expect(await periodsOf('semiMonthly')).toEqual(['SEMI_MONTHLY:2026-11-1']);
    clock.advance(7 * 24 * HOUR); // 2026-11-18
    await runner.tick();
    expect(await periodsOf('semiMonthly')).toEqual(['SEMI_MONTHLY:2026-11-1', 'SEMI_MONTHLY:2026-11-2']);
    expect(await periodsOf('monthly')).toEqual(['MONTHLY:2026-11']);
    for (const key of ['notMonitored', 'archived', 'formRanOut', 'lenderWithoutMonitoring'])
      expect(await periodsOf(key)).toEqual([]);
  });

  it("reads the 8821's last day on the Eastern calendar: 10 p.m. on its last day still schedules (decision 324)", async () => {
    const lenderId = (await createLender(t.db, { companyName: 'Evening Lender', monitorType: 'MONTHLY' })).id;
    const weekly = async (businessName: string, authorizationExpiresOn: string) =>
      (
        await createClient(t.db, deps, {
          lenderId,
          businessName,
          monitoringFrequency: 'WEEKLY',
          authorizationExpiresOn,
        })
      ).id;
    const lastDay = await weekly('Last Day Co', '2026-11-29');
    const dayBefore = await weekly('Day Before Co', '2026-11-28');
    // 03:00 UTC on Nov 30 is 10 p.m. on Nov 29 in New York.
    await scheduleMonitoringReports(t.db, new Date('2026-11-30T03:00:00Z'));
    const scheduled = await t.db
      .selectFrom('reports')
      .select('client_id')
      .where('client_id', 'in', [lastDay, dayBefore])
      .execute();
    expect(scheduled).toEqual([{ client_id: lastDay }]);
  });

  it('names periods in UTC: months, halves of a month, ISO weeks', () => {
    expect(monitoringPeriodKey('MONTHLY', new Date('2026-12-31T23:59:59Z'))).toBe('MONTHLY:2026-12');
    expect(monitoringPeriodKey('SEMI_MONTHLY', new Date('2026-02-15T23:59:59Z'))).toBe('SEMI_MONTHLY:2026-02-1');
    expect(monitoringPeriodKey('SEMI_MONTHLY', new Date('2026-02-16T00:00:00Z'))).toBe('SEMI_MONTHLY:2026-02-2');
    expect(monitoringPeriodKey('WEEKLY', new Date('2027-01-01T12:00:00Z'))).toBe('WEEKLY:2026-W53');
  });

  it('a failing job is retried later and does not hold its lease', async () => {
    let calls = 0;
    const failing = {
      name: 'flaky',
      intervalMs: HOUR,
      run: async () => {
        calls += 1;
        if (calls === 1) throw new Error('database busy');
      },
    };
    const runner = createJobRunner({ db: t.db, clock, log: t.app.log, jobs: [failing] });
    await runner.tick();
    const failed = await t.db
      .selectFrom('scheduled_jobs')
      .selectAll()
      .where('name', '=', 'flaky')
      .executeTakeFirstOrThrow();
    expect(failed).toMatchObject({ locked_until: null, last_error: 'Error: database busy' });
    expect(await runner.tick()).toEqual([]);
    clock.advance(61_000);
    expect(await runner.tick()).toEqual(['flaky']);
    expect(calls).toBe(2);
  });
});
