import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createLender, createUser } from '../src/demo/seed/factories.js';
import { createMovableClock } from './support/movable-clock.js';
import { call, createTestApp, openSession, type Session, type TestApp } from './support/test-app.js';

const deps = { piiKey: randomBytes(32) };
type Row = { id: string; businessName: string; authorizationExpiresOn: string | null };

/** The tax periods on a client's 8821 decide /portfolio/expiring-forms and /portfolio/incomplete-auth. */
describe('8821 covered periods', () => {
  let t: TestApp;
  let ops: Session;
  let lender: Session;
  let lenderId: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp({ seed: false, clock: createMovableClock(new Date('2026-11-04T15:00:00Z')) });
    lenderId = (await createLender(t.db, { companyName: 'Covered Lender', monitorType: 'MONTHLY' })).id;
    await createUser(t.db, { username: 'covered.officer', lenders: [{ lenderId, role: 'ROLE_LENDERADMIN' }] });
    await createUser(t.db, { username: 'covered.ops', globalRole: 'ROLE_ADMIN' });
    ops = await openSession(t.app, 'covered.ops', null);
    lender = await openSession(t.app, 'covered.officer', 'Covered Lender');
    const client = async (key: string, input: Partial<Parameters<typeof createClient>[2]> = {}) =>
      (ids[key] = (
        await createClient(t.db, deps, { lenderId, businessName: key, monitoringFrequency: 'MONTHLY', ...input })
      ).id);
    await client('Ends This Year');
    await client('Ends Next Year');
    await client('Ended Last Quarter');
    await client('Rejected Form', { status: 'REJECTED', monitoringFrequency: 'None' });
    await client('No Form Yet');
    await client('Not Monitored', { monitoringFrequency: 'None' });
    await client('Closed', { status: 'CLOSED' });
  });
  afterAll(async () => t.close());

  const record = (clientId: string, periods: unknown, session = ops) =>
    call(t.app, session, 'PUT', `/api/ops/clients/${clientId}/authorization-periods`, { periods });
  const list = async (name: string) => {
    const res = await call(t.app, lender, 'GET', `/api/portfolio/${name}?size=100`);
    expect(res.statusCode).toBe(200);
    return (res.json().content as Row[]).map((r) => `${r.businessName} ${r.authorizationExpiresOn ?? '-'}`);
  };

  it('operations records the periods; the form runs to the end of the last one', async () => {
    const res = await record(ids['Ends This Year']!, ['2026Q4', '2025', '2026Q4', '2024']);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      clientId: ids['Ends This Year'],
      periods: ['2024', '2025', '2026Q4'],
      authorizationExpiresOn: '2026-12-31',
    });
    expect((await record(ids['Ends Next Year']!, ['2026', '2027'])).json().authorizationExpiresOn).toBe('2027-12-31');
    expect((await record(ids['Ended Last Quarter']!, ['2025', '2026Q3'])).json().authorizationExpiresOn).toBe(
      '2026-09-30',
    );
    expect((await record(ids['Closed']!, ['2026Q4'])).statusCode).toBe(200);
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'AUTHORIZATION_PERIODS_RECORDED')
      .execute();
    expect(audit).toHaveLength(4);
  });

  it('expiring-forms lists monitored clients whose last covered period ends within 60 days', async () => {
    expect(await list('expiring-forms')).toEqual(['Ends This Year 2026-12-31']);
  });

  it('incomplete-auth lists rejected forms, missing forms and forms whose periods have all ended', async () => {
    expect((await list('incomplete-auth')).sort()).toEqual([
      'Ended Last Quarter 2026-09-30',
      'No Form Yet -',
      'Rejected Form -',
    ]);
  });

  it('refuses a bad period (400 naming it), an unknown client (404) and anyone but operations (403)', async () => {
    const bad = await record(ids['Ends This Year']!, ['2026Q5']);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().messages[0].key).toBeTruthy();
    expect((await record(ids['Ends This Year']!, [])).statusCode).toBe(400);
    expect((await record('00000000-0000-4000-8000-000000000000', ['2026'])).statusCode).toBe(404);
    expect((await record(ids['Ends This Year']!, ['2030'], lender)).statusCode).toBe(403);
  });
});
