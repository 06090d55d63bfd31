import { existsSync } from 'node:fs';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../src/demo/seed/factories.js';
import { createS3Storage } from '../src/platform/storage/s3-storage.js';
import { type LocalS3, startLocalS3 } from './support/local-s3.js';
import { isSealedFile, sealedBytes } from '../src/platform/sealed-bytes.js';
import { makePdf } from './support/multipart.js';
import { postMultipart, singleOrderParts } from './support/order-upload.js';
import { call, createTestApp, lenderIdByName, openSession, type Session, type TestApp } from './support/test-app.js';

// The whole server configured through S3_* (as an operator would), on an S3-compatible server on loopback.
let s3: LocalS3;
let s3Running = true;
let t: TestApp;
let officer: Session;
let acme: string;

beforeAll(async () => {
  s3 = await startLocalS3();
  t = await createTestApp({ env: s3.env });
  officer = await openSession(t.app, 'loan.officer', 'Acme Capital');
  acme = await lenderIdByName(t.db, 'Acme Capital');
});
afterAll(async () => {
  await t.close();
  if (s3Running) await s3.close();
});

const newClient = async () =>
  (await createClient(t.db, { piiKey: t.config.piiKey }, { lenderId: acme, clientType: 'llc' })).id;

describe('orders with the 8821 in S3', () => {
  it('keeps the uploaded form in the bucket, not on local disk, and serves the same bytes back', async () => {
    const clientId = await newClient();
    const pdf = Buffer.from(await makePdf('Form 8821 kept in S3', 300_000));
    const res = await postMultipart(
      t.app,
      officer,
      '/api/forms/upload8821',
      singleOrderParts({ clientId, file: pdf }),
      's3-order-1',
    );
    expect(res.statusCode, res.body).toBe(201);

    const row = await t.db
      .selectFrom('stored_files')
      .select(['storage_key', 'size_bytes'])
      .where('lender_id', '=', acme)
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(Number(row.size_bytes)).toBe(pdf.length);
    const bucket = createS3Storage(s3.config, pino({ level: 'silent' }));
    // Sealed in the bucket too (decision 289): opened with the PII key, the bytes are the form as sent.
    const inBucket = (await bucket.get(row.storage_key))!;
    expect(isSealedFile(inBucket)).toBe(true);
    expect(sealedBytes(t.config.piiKey).openFile(inBucket).equals(pdf)).toBe(true);
    await bucket.close?.();
    expect(existsSync(join(t.config.dataDir, 'files'))).toBe(false);

    // Read back as the operations console does when it processes the order.
    const [order] = res.json().orders;
    const report = await t.db
      .selectFrom('reports')
      .select('id')
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow();
    const ops = await openSession(t.app, 'ops.admin', null);
    const back = await call(t.app, ops, 'GET', `/api/ops/reports/${report.id}/form8821`);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.headers['content-type']).toBe('application/pdf');
    expect(back.rawPayload.equals(pdf)).toBe(true);
  });

  it('answers 503 and writes no order while the storage cannot be reached', async () => {
    await s3.close();
    s3Running = false;
    const clientId = await newClient();
    const res = await postMultipart(
      t.app,
      officer,
      '/api/forms/upload8821',
      singleOrderParts({ clientId, file: await makePdf() }),
    );
    expect(res.statusCode, res.body).toBe(503);
    expect(res.json().messages[0]).toMatchObject({ key: 'SERVICE_UNAVAILABLE' });
    expect(await t.db.selectFrom('orders').select('id').where('client_id', '=', clientId).execute()).toHaveLength(0);
  });
});
