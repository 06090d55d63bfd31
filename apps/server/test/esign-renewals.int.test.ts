import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createLender, createUser } from '../src/demo/seed/factories.js';
import { runEsignRenewals } from '../src/modules/esign/renewal-job.js';
import { call, createTestApp, openSession, type TestApp } from './support/test-app.js';

// 09:00 UTC is 04:00 in New York: today is 2026-11-04 and the window reaches 2027-01-03.
const NOW = new Date('2026-11-04T09:00:00Z');
const DAY = 86_400_000;
const IN_WINDOW = '2026-12-31';
const LATER = '2027-06-30';

type Mode = 'ASK' | 'AUTO' | 'OFF';

describe('renewal of expiring e-signed 8821s (docs/decisions/212)', () => {
  let t: TestApp;
  const lenders: Record<string, string> = {};
  const clients: Record<string, string> = {};
  const signedRequests: Record<string, string> = {};
  const senders: Record<string, string> = {};
  let signer = 0;

  const run = (at = NOW) => runEsignRenewals(t.app.ctx, at);
  const requestsOf = (clientId: string) =>
    t.db.selectFrom('signature_requests').selectAll().where('client_id', '=', clientId).orderBy('created_at').execute();
  const renewalAlerts = (clientId: string) =>
    t.db
      .selectFrom('alerts')
      .select(['title', 'body', 'portal_alert_type', 'user_id'])
      .where('client_id', '=', clientId)
      .execute();

  async function lender(name: string, mode: Mode, sandboxOf?: string) {
    const id = (await createLender(t.db, { companyName: name, monitorType: 'MONTHLY' })).id;
    await t.db
      .updateTable('lenders')
      .set({ esign_renewal_mode: mode, sandbox_of: sandboxOf ?? null })
      .where('id', '=', id)
      .execute();
    const user = await createUser(t.db, {
      username: `sender.${name.replace(/\W/g, '').toLowerCase()}`,
      email: `sender@${id}.test`,
      lenders: [{ lenderId: id, role: 'ROLE_LENDER' }],
    });
    senders[name] = user.id;
    return (lenders[name] = id);
  }

  /** A monitored client whose current 8821 expires on `expiresOn`: e-signed through a signed request, or on paper. */
  async function client(name: string, lenderName: string, expiresOn: string, how: 'e-signed' | 'paper' = 'e-signed') {
    const lenderId = lenders[lenderName]!;
    const c = await createClient(
      t.db,
      { piiKey: t.config.piiKey },
      { lenderId, businessName: name, monitoringFrequency: 'MONTHLY', authorizationExpiresOn: expiresOn },
    );
    const file = await t.db
      .insertInto('stored_files')
      .values({
        lender_id: lenderId,
        storage_key: `forms/${c.id}.pdf`,
        original_name: 'form-8821.pdf',
        content_type: 'application/pdf',
        size_bytes: 10,
        sha256: '0'.repeat(64),
        uploaded_by: null,
        created_at: new Date(NOW.getTime() - 300 * DAY),
        e_signed: how === 'e-signed',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('clients')
      .set({ form_file_id: file.id, authorization_periods: [expiresOn.slice(0, 4)] })
      .where('id', '=', c.id)
      .execute();
    if (how === 'e-signed') {
      const signedAt = new Date(NOW.getTime() - 300 * DAY);
      const r = await t.db
        .insertInto('signature_requests')
        .values({
          lender_id: lenderId,
          client_id: c.id,
          signer_name: `Signer ${name}`,
          signer_email: `signer${(signer += 1)}@borrower.test`,
          signer_mobile: '(212) 555-0142',
          signer_title: 'CEO',
          attested_by: senders[lenderName]!,
          attested_by_name: 'Sam Sender',
          status: 'SIGNED',
          prefilled: '{}',
          prefilled_sha256: '0'.repeat(64),
          prefilled_file_id: file.id,
          signed_file_id: file.id,
          sent_at: signedAt,
          expires_at: new Date(signedAt.getTime() + 14 * DAY),
          completed_at: signedAt,
          created_by: senders[lenderName]!,
          created_at: signedAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      signedRequests[name] = r.id;
    }
    return (clients[name] = c.id);
  }

  beforeAll(async () => {
    t = await createTestApp({ seed: false, env: { PUBLIC_URL: 'https://portal.example.test' } });
    await lender('Auto Lender', 'AUTO');
    await lender('Ask Lender', 'ASK');
    await lender('Off Lender', 'OFF');
    await lender('Sandbox Lender', 'AUTO', lenders['Auto Lender']);
    await client('Auto Co', 'Auto Lender', IN_WINDOW);
    await client('Later Co', 'Auto Lender', LATER);
    await client('Paper Co', 'Auto Lender', IN_WINDOW, 'paper');
    await client('Ask Co', 'Ask Lender', IN_WINDOW);
    await client('Ask Paper Co', 'Ask Lender', IN_WINDOW, 'paper');
    await client('Off Co', 'Off Lender', IN_WINDOW);
    await client('Sandbox Co', 'Sandbox Lender', IN_WINDOW);
  }, 120_000);
  afterAll(() => t?.close());

  it('AUTO sends one request to the last signer, once, even with two runs at once; ASK raises one alert; the others nothing', async () => {
    const [a, b] = await Promise.all([run(), run()]);
    expect(a.sent + b.sent).toBe(1);
    expect(a.asked + b.asked).toBe(1);
    expect(await run()).toEqual({ sent: 0, asked: 0 });
    expect(await run(new Date(NOW.getTime() + 10 * DAY))).toEqual({ sent: 0, asked: 0 });

    // AUTO: the renewal goes to the signer of the request that made the current form, sent on behalf of its attesting user.
    const auto = await requestsOf(clients['Auto Co']!);
    expect(auto).toHaveLength(2);
    const renewal = auto[1]!;
    expect(renewal).toMatchObject({
      status: 'SENT',
      signer_name: 'Signer Auto Co',
      signer_email: auto[0]!.signer_email,
      signer_mobile: '(212) 555-0142',
      signer_title: 'CEO',
      attested_by: senders['Auto Lender'],
      created_by: senders['Auto Lender'],
    });
    const evidence = await t.db
      .selectFrom('signature_request_events')
      .select(['type', 'detail'])
      .where('request_id', '=', renewal.id)
      .orderBy('id')
      .execute();
    expect(evidence[0]!.type).toBe('CREATED');
    expect(evidence[0]!.detail).toContain(`renewal of request ${signedRequests['Auto Co']}`);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'details', 'ip'])
      .where('target_id', '=', clients['Auto Co']!)
      .execute();
    expect(audit).toEqual([
      {
        action: 'SIGNATURE_REQUEST_SENT',
        ip: null,
        details: expect.objectContaining({ signatureRequestId: renewal.id, renewalOf: signedRequests['Auto Co'] }),
      },
    ]);
    expect(
      await t.db
        .selectFrom('esign_renewals')
        .select(['mode', 'signature_request_id'])
        .where('client_id', '=', clients['Auto Co']!)
        .execute(),
    ).toEqual([{ mode: 'AUTO', signature_request_id: renewal.id }]);

    // The link went to the signer alone (mail and SMS); nobody at the lender received it.
    await t.app.ctx.outbox.drain();
    const messages = await t.db.selectFrom('dev_messages').select(['recipient', 'body']).execute();
    const withLink = messages.filter((m) => m.body.includes('/sign/'));
    expect(withLink.map((m) => m.recipient).sort()).toEqual(['(212) 555-0142', renewal.signer_email].sort());
    expect(
      messages.filter((m) => m.recipient === `sender@${lenders['Auto Lender']}.test` && m.body.includes('/sign/')),
    ).toEqual([]);

    // ASK: one alert for the lender, nothing sent.
    expect(await requestsOf(clients['Ask Co']!)).toHaveLength(1);
    expect(await renewalAlerts(clients['Ask Co']!)).toEqual([
      {
        title: '8821 renewal: Ask Co',
        body: 'The e-signed Form 8821 of Ask Co expires on 12.31.2026. Send a renewal request to Signer Ask Co from the client page.',
        portal_alert_type: 'LENDER_ALERT',
        user_id: null,
      },
    ]);
    const raised = await t.db
      .selectFrom('domain_events')
      .select('payload')
      .where('type', '=', 'alert.raised')
      .where('lender_id', '=', lenders['Ask Lender']!)
      .execute();
    expect(raised.map((e) => (e.payload as { cause: string }).cause)).toEqual(['ESIGN_RENEWAL']);

    // Outside the window, paper forms (AUTO or ASK), OFF and sandbox lenders: untouched.
    for (const name of ['Later Co', 'Off Co', 'Sandbox Co']) {
      expect(await requestsOf(clients[name]!), name).toHaveLength(1);
      expect(await renewalAlerts(clients[name]!), name).toEqual([]);
    }
    for (const name of ['Paper Co', 'Ask Paper Co']) {
      expect(await requestsOf(clients[name]!), name).toEqual([]);
      expect(await renewalAlerts(clients[name]!), name).toEqual([]);
    }
  });

  it('renews a form that has already ended, and asks instead when the attesting user can no longer send', async () => {
    await client('Ended Co', 'Auto Lender', '2026-09-30');
    const gone = await createUser(t.db, {
      username: 'gone.sender',
      email: 'gone@auto.test',
      lenders: [{ lenderId: lenders['Auto Lender']!, role: 'ROLE_LENDER' }],
    });
    await client('Orphan Co', 'Auto Lender', IN_WINDOW);
    await t.db
      .updateTable('signature_requests')
      .set({ attested_by: gone.id })
      .where('client_id', '=', clients['Orphan Co']!)
      .execute();
    await t.db.updateTable('users').set({ status: 'INACTIVE' }).where('id', '=', gone.id).execute();
    expect(await run()).toEqual({ sent: 1, asked: 1 });
    expect((await requestsOf(clients['Ended Co']!)).map((r) => r.status)).toEqual(['SIGNED', 'SENT']);
    expect(await requestsOf(clients['Orphan Co']!)).toHaveLength(1);
    const [alert] = await renewalAlerts(clients['Orphan Co']!);
    expect(alert!.body).toContain(
      'It was not sent by itself: Sam Sender, who attested the relationship with the signer, can no longer send requests.',
    );
  });

  it('the setting is read and changed by operations only, validated and audited', async () => {
    await createUser(t.db, { username: 'renewal.ops', email: 'ops@renewal.test', globalRole: 'ROLE_ADMIN' });
    await createUser(t.db, {
      username: 'renewal.admin',
      email: 'admin@renewal.test',
      lenders: [{ lenderId: lenders['Off Lender']!, role: 'ROLE_LENDERADMIN' }],
    });
    const ops = await openSession(t.app, 'renewal.ops', null);
    const admin = await openSession(t.app, 'renewal.admin', 'Off Lender');
    const url = `/api/ops/lenders/${lenders['Off Lender']}`;
    const base = { monitorType: 'MONTHLY', canOrderExpress: false, canOrderSameDay: false, capabilities: {} };

    expect((await call(t.app, ops, 'GET', url)).json()).toMatchObject({ esignRenewalMode: 'OFF', esignExpiryDays: 14 });
    const bad = await call(t.app, ops, 'PUT', url, { ...base, esignRenewalMode: 'SOMETIMES' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().messages[0].value).toContain('Renewal of expiring e-signed 8821s');
    expect((await call(t.app, admin, 'PUT', url, { ...base, esignRenewalMode: 'AUTO' })).statusCode).toBe(403);

    const saved = await call(t.app, ops, 'PUT', url, { ...base, esignRenewalMode: 'AUTO' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().esignRenewalMode).toBe('AUTO');
    // Absent: unchanged.
    expect((await call(t.app, ops, 'PUT', url, base)).json().esignRenewalMode).toBe('AUTO');
    const audit = await t.db
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'OPS_LENDER_SETTINGS_CHANGED')
      .where('lender_id', '=', lenders['Off Lender']!)
      .orderBy('id')
      .execute();
    expect(audit[0]!.details).toMatchObject({ from: { esignRenewalMode: 'OFF' }, to: { esignRenewalMode: 'AUTO' } });

    // The new mode takes effect on the next run: Off Co's form is renewed.
    expect(await run()).toEqual({ sent: 1, asked: 0 });
    expect(await requestsOf(clients['Off Co']!)).toHaveLength(2);
  });
});
