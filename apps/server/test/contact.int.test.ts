import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, openSession, type TestApp } from './support/test-app.js';

const ORG = '00D5e000000TaxLn';

describe('Contact Us: the web-to-case endpoint', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'http://localhost:3000', SUPPORT_EMAIL: 'help@taxlens.example' } });
  });
  afterAll(() => t.close());

  const post = (fields: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/web-to-case',
      headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'localhost:3000' },
      payload: new URLSearchParams(fields).toString(),
    });
  const form = (extra: Record<string, string> = {}) => ({
    orgid: ORG,
    retURL: 'http://localhost:3000/?message=contact_success',
    subject: 'Expedite order for Harbor Freight LLC',
    reason: 'Order Changes',
    description: 'Closing moved to Friday; please upgrade to Same Day.',
    company: 'Acme Capital',
    name: 'Lena Ortiz',
    phone: '(614) 555-0142',
    email: 'loan.officer@acme.example',
    ...extra,
  });

  it('tells the contact page where to post and what the map shows', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/contact/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      caseUrl: '/api/web-to-case',
      orgId: ORG,
      office: { lat: 39.9516, lng: -75.1605 },
    });
  });

  it('stores the case, mails support and sends the browser back to retURL (303)', async () => {
    const res = await post(form());
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('http://localhost:3000/?message=contact_success');
    const stored = await t.db
      .selectFrom('contact_cases')
      .selectAll()
      .where('subject', '=', 'Expedite order for Harbor Freight LLC')
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      reason: 'Order Changes',
      company: 'Acme Capital',
      name: 'Lena Ortiz',
      email: 'loan.officer@acme.example',
    });
    await t.app.ctx.outbox.drain();
    const mail = await t.db
      .selectFrom('dev_messages')
      .selectAll()
      .where('recipient', '=', 'help@taxlens.example')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe(`[Case ${stored.case_number}] Expedite order for Harbor Freight LLC`);
    expect(mail.body).toContain('Reason: Expedited Order Request (Order Changes)');
    expect(mail.body).toContain('Closing moved to Friday');
  });

  it('refuses to redirect anywhere but the portal (no open redirect) and stores nothing then', async () => {
    for (const retURL of [
      'https://evil.example/',
      '//evil.example/x',
      'javascript:alert(1)',
      'http://localhost:3000@evil.example/',
    ]) {
      const res = await post(form({ retURL, subject: 'redirect attempt' }));
      expect(res.statusCode, retURL).toBe(400);
      expect(res.json().messages[0].field).toBe('retURL');
    }
    const stored = await t.db
      .selectFrom('contact_cases')
      .select('id')
      .where('subject', '=', 'redirect attempt')
      .execute();
    expect(stored).toHaveLength(0);
    const relative = await post(form({ retURL: '/?message=contact_success' }));
    expect(relative.headers.location).toBe('/?message=contact_success');
  });

  it('refuses a missing subject, an unknown reason, too-long hidden fields or another orgid with a 400', async () => {
    const cases: Record<string, string>[] = [
      { subject: '' },
      { reason: 'Complaint' },
      { company: 'x'.repeat(81) },
      { name: 'x'.repeat(81) },
      { phone: '1'.repeat(41) },
      { email: 'x'.repeat(81) },
      { orgid: 'someone-else' },
    ];
    for (const extra of cases) {
      const res = await post(form(extra));
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(res.json().messages[0].key).toBe('VALIDATION_ERROR');
    }
  });

  it('accepts each of the nine reason values', async () => {
    for (const reason of [
      'Edit Client Info',
      'Order Changes',
      'Help Ordering Report',
      'Billing',
      'Report Questions',
      'Rejected Reports',
      'Report Order Status',
      'User Management',
      'Other',
    ]) {
      expect((await post(form({ reason }))).statusCode, reason).toBe(303);
    }
  });

  it('lists the cases in the operations console for ROLE_ADMIN only', async () => {
    const ops = await openSession(t.app, 'ops.admin', null);
    const res = await call(t.app, ops, 'GET', '/api/ops/contact-cases');
    expect(res.statusCode).toBe(200);
    expect(res.json()[0]).toMatchObject({
      caseNumber: expect.any(Number),
      subject: expect.any(String),
      reason: expect.any(String),
    });
    expect(res.json().some((c: { subject: string }) => c.subject === 'Expedite order for Harbor Freight LLC')).toBe(
      true,
    );
    const lender = await openSession(t.app, 'lender.admin', 'Acme Capital');
    expect((await call(t.app, lender, 'GET', '/api/ops/contact-cases')).statusCode).toBe(403);
  });
});
