import { CSRF_HEADER } from '@taxlens/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../src/demo/seed/factories.js';
import { sweepExpiredState } from '../src/platform/housekeeping.js';
import { makePdf } from './support/multipart.js';
import { postMultipart, singleOrderParts } from './support/order-upload.js';
import {
  callWithKey,
  createTestApp,
  issueApiKey,
  lenderIdByName,
  openSession,
  type Session,
  type TestApp,
} from './support/test-app.js';

// One store for every Idempotency-Key, each surface keeping its own keys and answers (decision 253).
let t: TestApp;
let acme: string;
let officer: Session;
let pdf: Uint8Array;

beforeAll(async () => {
  t = await createTestApp();
  acme = await lenderIdByName(t.db, 'Acme Capital');
  officer = await openSession(t.app, 'loan.officer', 'Acme Capital');
  pdf = await makePdf();
});
afterAll(() => t.close());

const newClient = async (email: string) =>
  (await createClient(t.db, { piiKey: t.config.piiKey }, { lenderId: acme, contact: { name: 'Sam Signer', email } }))
    .id;
const startBulk = (payload: object, key: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/signature-requests/bulk',
    headers: { cookie: officer.cookie, [CSRF_HEADER]: officer.csrf, 'idempotency-key': key },
    payload,
  });
const keysNamed = (key: string) =>
  t.db
    .selectFrom('idempotency_keys')
    .select(['surface', 'principal', 'status', 'expires_at'])
    .where('idempotency_key', '=', key)
    .orderBy('surface')
    .execute();

describe('one idempotency store (decision 253)', () => {
  it("keeps an order's key apart from a bulk send's, and refuses a bulk send's key with another selection", async () => {
    const clientId = await newClient('keys-apart@bulk.test');
    const order = await postMultipart(
      t.app,
      officer,
      '/api/forms/upload8821',
      singleOrderParts({ clientId, file: pdf, trt: true }),
      'shared-key-1',
    );
    expect(order.statusCode, order.body).toBe(201);

    const other = await newClient('keys-apart-2@bulk.test');
    const first = await startBulk({ clientIds: [other], attestRelationship: true }, 'shared-key-1');
    expect(first.statusCode, first.body).toBe(202);
    // The note's wording does not make another send: the first job again.
    const reworded = await startBulk(
      { clientIds: [other], attestRelationship: true, note: 'Reworded' },
      'shared-key-1',
    );
    expect(reworded.statusCode).toBe(200);
    expect(reworded.headers['idempotent-replayed']).toBe('true');
    expect(reworded.json()).toEqual(first.json());

    const refused = await startBulk({ clientIds: [other, clientId], attestRelationship: true }, 'shared-key-1');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().messages[0].key).toBe('IDEMPOTENCY_KEY_REUSED');

    expect(await keysNamed('shared-key-1')).toEqual([
      { surface: 'web-bulk-signatures', principal: '', status: 'DONE', expires_at: null },
      { surface: 'web-orders', principal: '', status: 'DONE', expires_at: null },
    ]);
  });

  it('starts one bulk send when the same request arrives twice at once', async () => {
    const clientId = await newClient('twice@bulk.test');
    const jobsBefore = await t.db.selectFrom('bulk_signature_sends').select('job_id').execute();
    const [a, b] = await Promise.all([
      startBulk({ clientIds: [clientId], attestRelationship: true }, 'bulk-twice'),
      startBulk({ clientIds: [clientId], attestRelationship: true }, 'bulk-twice'),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 202]);
    expect(a.json()).toEqual(b.json());
    const jobsAfter = await t.db.selectFrom('bulk_signature_sends').select('job_id').execute();
    expect(jobsAfter.length - jobsBefore.length).toBe(1);
  });

  it("sweeps /api/v1 answers a day old and keeps the web app's keys", async () => {
    const secret = (await issueApiKey(t.app, acme, { name: 'Sweep LOS', scopes: ['read', 'write'] })).secret;
    const created = await callWithKey(
      t.app,
      secret,
      'POST',
      '/api/v1/clients',
      {
        clientType: 'llc',
        businessName: 'Swept Answer LLC',
        ein: '33-4455667',
        addressLine1: '1 Main St',
        city: 'Springfield',
        state: 'IL',
        zip: '62701',
        phone: '2175550100',
      },
      { 'idempotency-key': 'sweep-key-1' },
    );
    expect(created.statusCode, created.body).toBe(201);
    const stored = await keysNamed('sweep-key-1');
    expect(stored).toMatchObject([{ surface: 'api-v1', status: 'DONE' }]);
    expect(stored[0]!.principal).not.toBe('');

    await sweepExpiredState(t.db, new Date(Date.now() + 23 * 3_600_000));
    expect(await keysNamed('sweep-key-1')).toHaveLength(1);
    await sweepExpiredState(t.db, new Date(Date.now() + 25 * 3_600_000));
    expect(await keysNamed('sweep-key-1')).toEqual([]);
    // The web app's keys have no expiry: an order's key still answers its orders.
    expect(await keysNamed('shared-key-1')).toHaveLength(2);
  });
});
