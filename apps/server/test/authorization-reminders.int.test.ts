import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createLender, createUser } from '../src/demo/seed/factories.js';
import { remindIncompleteAuthorizations } from '../src/modules/monitoring/authorization-reminders.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const deps = { piiKey: randomBytes(32) };
const NOW = new Date('2026-11-04T09:00:00Z');
const DAY = 86_400_000;

describe('incomplete authorization reminders (MISSING_AUTH)', () => {
  let t: TestApp;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    const lenderId = (await createLender(t.db, { companyName: 'Reminded Lender', monitorType: 'MONTHLY' })).id;
    await createUser(t.db, {
      username: 'all.auth',
      email: 'all.auth@remind.test',
      notificationTypes: ['MISSING_AUTH_ALL'],
      lenders: [{ lenderId, role: 'ROLE_LENDER' }],
    });
    await createUser(t.db, {
      username: 'mine.auth',
      email: 'mine.auth@remind.test',
      notificationTypes: ['MISSING_AUTH_MINE'],
      lenders: [{ lenderId, role: 'ROLE_LENDER' }],
    });
    const client = async (key: string, input: Partial<Parameters<typeof createClient>[2]>) =>
      (ids[key] = (
        await createClient(t.db, deps, { lenderId, businessName: key, monitoringFrequency: 'MONTHLY', ...input })
      ).id);
    await client('Expired Form Co', { authorizationExpiresOn: '2026-09-30' });
    await client('No Form Co', {});
    await client('Covered Co', { authorizationExpiresOn: '2027-12-31' });
    await client('Unmonitored Co', { monitoringFrequency: 'None' });
  });
  afterAll(async () => t.close());

  it('alerts and mails once per client, even when two instances run together, and again after 30 days', async () => {
    expect(
      (
        await Promise.all([remindIncompleteAuthorizations(t.db, NOW), remindIncompleteAuthorizations(t.db, NOW)])
      ).reduce((a, b) => a + b),
    ).toBe(2);
    const alerts = await t.db
      .selectFrom('alerts')
      .select(['client_id', 'title', 'body'])
      .where('portal_alert_type', '=', 'INCOMPLETE_AUTH')
      .orderBy('title')
      .execute();
    expect(alerts).toEqual([
      {
        client_id: ids['Expired Form Co'],
        title: 'Authorization incomplete: Expired Form Co',
        body: 'The Form 8821 on file covers tax periods through 09.30.2026. Upload a new form to keep monitoring this client.',
      },
      {
        client_id: ids['No Form Co'],
        title: 'Authorization incomplete: No Form Co',
        body: 'No Form 8821 is on file. Upload a new form to keep monitoring this client.',
      },
    ]);
    await t.app.ctx.outbox.drain();
    const mail = await t.db.selectFrom('dev_messages').select(['recipient', 'subject']).orderBy('subject').execute();
    // MINE: neither client is the mine.auth user's; ALL: both.
    expect(mail).toEqual([
      { recipient: 'all.auth@remind.test', subject: 'Form 8821 needed: Expired Form Co' },
      { recipient: 'all.auth@remind.test', subject: 'Form 8821 needed: No Form Co' },
    ]);
    expect(await remindIncompleteAuthorizations(t.db, new Date(NOW.getTime() + 29 * DAY))).toBe(0);
    expect(await remindIncompleteAuthorizations(t.db, new Date(NOW.getTime() + 31 * DAY))).toBe(2);
  });

  it('counts the 8821 as running through its last day on the Eastern calendar, not the UTC one (decision 324)', async () => {
    const lenderId = (await createLender(t.db, { companyName: 'Evening Lender', monitorType: 'MONTHLY' })).id;
    await createClient(t.db, deps, {
      lenderId,
      businessName: 'Last Day Co',
      monitoringFrequency: 'MONTHLY',
      authorizationExpiresOn: '2026-11-29',
    });
    // 03:00 UTC on Nov 30 is 10 p.m. on Nov 29 in New York: the form's last day is not over yet.
    expect(await remindIncompleteAuthorizations(t.db, new Date('2026-11-30T03:00:00Z'))).toBe(0);
    expect(await remindIncompleteAuthorizations(t.db, new Date('2026-11-30T05:00:00Z'))).toBe(1);
  });
});
