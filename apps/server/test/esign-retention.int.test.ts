import { addDays, addYears } from 'date-fns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteExpiredEvidence } from '../src/modules/esign/retention-job.js';
import { createMovableClock } from './support/movable-clock.js';
import { passSigningCheck } from './support/signing-pass.js';
import { call, createTestApp, openSession, type Session, type TestApp } from './support/test-app.js';

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const START = new Date('2026-03-02T15:00:00Z');

describe('retention of e-signed forms and their evidence (docs/decisions/219)', () => {
  const clock = createMovableClock(START);
  let t: TestApp;
  let lender: Session;
  let clients: { id: string; tax_id_last4: string }[];
  const signed = { id: '', clientId: '', keys: [] as string[] };
  const voided = { id: '', keys: [] as string[] };
  let signer = 0;

  const mailsTo = async (to: string) => {
    await t.app.ctx.outbox.drain();
    return t.db.selectFrom('dev_messages').select('body').where('recipient', '=', to).orderBy('id').execute();
  };
  const last = async (to: string, pattern: RegExp) =>
    (await mailsTo(to))
      .map((m) => pattern.exec(m.body)?.[1])
      .filter(Boolean)
      .pop()!;
  const send = async (clientId: string) => {
    const email = `keeper${(signer += 1)}@borrower.test`;
    const res = await call(t.app, lender, 'POST', `/api/clients/${clientId}/signature-requests`, {
      signerName: 'Dana Signer',
      signerEmail: email,
      attestRelationship: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    return { id: res.json().id as string, email, token: await last(email, /\/sign\/([A-Za-z0-9_-]{43})/) };
  };
  const keysOf = async (requestId: string) => {
    const r = await t.db
      .selectFrom('signature_requests')
      .select(['prefilled_file_id', 'signed_file_id'])
      .where('id', '=', requestId)
      .executeTakeFirstOrThrow();
    const ids = [r.prefilled_file_id, r.signed_file_id].filter((id): id is string => id !== null);
    return (await t.db.selectFrom('stored_files').select('storage_key').where('id', 'in', ids).execute()).map(
      (f) => f.storage_key,
    );
  };
  const evidence = (requestId: string) =>
    t.db
      .selectFrom('signature_request_events')
      .select(['type', 'ip', 'user_agent', 'detail'])
      .where('request_id', '=', requestId)
      .orderBy('id')
      .execute();
  const run = (at: Date) =>
    deleteExpiredEvidence(t.db, t.app.ctx.storage, t.app.ctx.config.esignFormRetentionYears, at);

  beforeAll(async () => {
    t = await createTestApp({ clock, env: { PUBLIC_URL: 'https://portal.example.test' } });
    const acmeId = (
      await t.db.selectFrom('lenders').select('id').where('company_name', '=', 'Acme Capital').executeTakeFirstOrThrow()
    ).id;
    clients = await t.db
      .selectFrom('clients')
      .select(['id', 'tax_id_last4'])
      .where('lender_id', '=', acmeId)
      .where('status', '=', 'ACTIVE')
      .orderBy('id')
      .limit(2)
      .execute();
    lender = await openSession(t.app, 'loan.officer', 'Acme Capital');

    // One request signed by a known borrower, with identity facts on record; one voided unsigned.
    const c = clients[0]!;
    const r = await send(c.id);
    const pass = await passSigningCheck(t.app, { token: r.token, last4: c.tax_id_last4 }, () =>
      last(r.email, /signing code is (\d{6})/),
    );
    const done = await call(t.app, pass, 'POST', `/api/sign/${r.token}/sign`, {
      keepPriorAuthorizations: false,
      esignConsent: true,
      timeZone: 'America/Chicago',
      signature: { kind: 'drawn', name: 'Dana Signer', png: PNG },
    });
    expect(done.statusCode, done.body).toBe(200);
    await t.db
      .insertInto('identity_proofs')
      .values({
        request_id: r.id,
        lender_id: acmeId,
        full_name: 'Dana Signer',
        tax_id_kind: 'SSN',
        tax_id_encrypted: 'sealed',
        tax_id_last4: '6789',
        address: JSON.stringify({ line1: '1 Main St', line2: null, city: 'Austin', state: 'TX', zip: '78701' }),
        date_of_birth_encrypted: 'sealed',
        images: '{}',
        submitted_at: START,
      })
      .execute();
    Object.assign(signed, { id: r.id, clientId: c.id, keys: await keysOf(r.id) });
    const v = await send(clients[1]!.id);
    expect((await call(t.app, lender, 'POST', `/api/signature-requests/${v.id}/void`)).statusCode).toBe(200);
    Object.assign(voided, { id: v.id, keys: await keysOf(v.id) });
  }, 120_000);
  afterAll(() => t?.close());

  it('keeps everything until the retention has passed (7 years by default)', async () => {
    expect(t.app.ctx.config.esignFormRetentionYears).toBe(7);
    expect(await run(addDays(addYears(START, 7), -1))).toBe(0);
    for (const key of [...signed.keys, ...voided.keys]) expect(await t.app.ctx.storage.get(key)).not.toBeNull();
    expect((await evidence(signed.id)).some((e) => e.ip !== null)).toBe(true);
  });

  it('keeps a form still in use: the current 8821 whose covered periods run', async () => {
    const { authorization_expires_on: was } = await t.db
      .selectFrom('clients')
      .select('authorization_expires_on')
      .where('id', '=', signed.clientId)
      .executeTakeFirstOrThrow();
    const expireOn = (day: string | null) =>
      t.db.updateTable('clients').set({ authorization_expires_on: day }).where('id', '=', signed.clientId).execute();
    await expireOn('2040-12-31');
    expect(await run(addDays(addYears(START, 7), 1))).toBe(1);
    expect((await evidence(signed.id)).map((e) => e.type)).toContain('SIGNED');
    // 03:00 UTC on Mar 4 is 10 p.m. on Mar 3 in New York: the form's last day is not over (decision 324).
    await expireOn('2033-03-03');
    expect(await run(new Date('2033-03-04T03:00:00Z'))).toBe(0);
    expect((await evidence(signed.id)).map((e) => e.type)).toContain('SIGNED');
    await expireOn(was);
  });

  it('then deletes the forms, the evidence and the identity facts, leaving a tombstone that still reads', async () => {
    const at = addDays(addYears(START, 7), 2);
    expect(await run(at)).toBe(1);
    expect(await run(at)).toBe(0);

    for (const key of [...signed.keys, ...voided.keys]) expect(await t.app.ctx.storage.get(key)).toBeNull();
    const r = await t.db
      .selectFrom('signature_requests')
      .select(['prefilled_file_id', 'signed_file_id'])
      .where('id', '=', signed.id)
      .executeTakeFirstOrThrow();
    const files = await t.db
      .selectFrom('stored_files')
      .select(['id', 'storage_key', 'deleted_at', 'size_bytes'])
      .where('id', 'in', [r.prefilled_file_id, r.signed_file_id!])
      .execute();
    expect(files).toHaveLength(2);
    for (const f of files)
      expect(f).toMatchObject({ storage_key: `deleted/${f.id}`, size_bytes: 0, deleted_at: expect.anything() });
    expect(
      await t.db.selectFrom('identity_proofs').select('request_id').where('request_id', '=', signed.id).execute(),
    ).toEqual([]);
    for (const id of [signed.id, voided.id]) {
      const left = await evidence(id);
      expect(left).toEqual([
        {
          type: 'EVIDENCE_DELETED',
          ip: null,
          user_agent: null,
          detail: expect.stringContaining('deleted after the retention period (7 years'),
        },
      ]);
      const row = await t.db
        .selectFrom('signature_requests')
        .select(['prefilled', 'evidence_deleted_at'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row.prefilled).toEqual({});
      expect(row.evidence_deleted_at).not.toBeNull();
    }
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['target_id', 'details'])
      .where('action', '=', 'SIGNATURE_EVIDENCE_DELETED')
      .execute();
    expect(audit.map((a) => a.target_id).sort()).toEqual([signed.id, voided.id].sort());

    // The lender's views still read, and say the form is gone where its download was.
    const client = (await call(t.app, lender, 'GET', `/api/clients/${signed.clientId}`)).json();
    expect(client.form8821).toMatchObject({ originalName: 'form-8821-e-signed.pdf', eSigned: true, sizeBytes: 0 });
    expect(client.form8821.deletedAt).not.toBeNull();
    const download = await call(t.app, lender, 'GET', `/api/clients/${signed.clientId}/form8821`);
    expect(download.statusCode).toBe(410);
    expect(download.json().messages[0]).toMatchObject({
      key: 'DELETED_AFTER_RETENTION',
      value: 'The Form 8821 of this client was deleted after the retention period.',
    });
    const requests = (await call(t.app, lender, 'GET', `/api/clients/${signed.clientId}/signature-requests`)).json();
    expect(requests.find((r: { id: string }) => r.id === signed.id)).toMatchObject({
      status: 'SIGNED',
      signerName: 'Dana Signer',
      evidenceDeletedAt: expect.any(String),
    });
    const list = (await call(t.app, lender, 'GET', '/api/signature-requests')).json();
    expect(list.content.find((r: { id: string }) => r.id === voided.id)).toMatchObject({
      status: 'VOIDED',
      lastEvent: { type: 'EVIDENCE_DELETED' },
    });
  });
});
