import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClientImportTask } from '../src/modules/imports/import-job.js';
import { createJobRunner } from '../src/platform/jobs/runner.js';
import { multipartBody } from './support/multipart.js';
import { callWithKey, createTestApp, issueApiKey, lenderIdByName, type TestApp } from './support/test-app.js';

// Decision 277: the bulk client import through /api/v1, as a loan system would run it with a key.
let t: TestApp;
let acme: string;
let writer: string;
let reader: string;
let piiWriter: string;
let cedar: string;

beforeAll(async () => {
  t = await createTestApp();
  acme = await lenderIdByName(t.db, 'Acme Capital');
  writer = (await issueApiKey(t.app, acme, { name: 'LOS import', scopes: ['read', 'write'] })).secret;
  reader = (await issueApiKey(t.app, acme, { name: 'LOS reader', scopes: ['read'] })).secret;
  piiWriter = (await issueApiKey(t.app, acme, { name: 'LOS pii', scopes: ['read', 'write', 'pii'] })).secret;
  cedar = (
    await issueApiKey(
      t.app,
      await lenderIdByName(t.db, 'Cedar Credit'),
      { name: 'Cedar LOS', scopes: ['read', 'write', 'pii'] },
      'ondemand.user',
    )
  ).secret;
});
afterAll(() => t.close());

let seq = 0;
const newKey = () => `import-key-${Date.now()}-${++seq}`;
const ein = () => `${20 + (seq % 7)}-${String(Date.now() % 1e7).padStart(7, '0')}`;
/** Two good rows (an LLC and an individual, both by one "Tax ID" column) and one with an EIN a digit short. */
function sheet(): { csv: Buffer; goodEin: string } {
  const goodEin = ein();
  seq++;
  const lines = [
    'Client Type,Legal Name,First Name,Last Name,Tax ID,Street,City,State,Zip,Phone',
    `LLC,Api Import ${seq} LLC,,,${goodEin},1 Main St,Columbus,OH,43004,614-555-0100`,
    `Individual,,Ann,Ames ${seq},${200 + (seq % 500)}-41-${1000 + seq},2 Oak St,Dayton,OH,45402,614-555-0101`,
    `LLC,Broken ${seq} LLC,,,12-345678,3 Elm St,Akron,OH,44301,614-555-0102`,
  ];
  return { csv: Buffer.from(lines.join('\n')), goodEin };
}

const upload = (key: string, bytes: Buffer, idem: string | null = newKey(), filename = 'borrowers.csv') => {
  const { payload, headers } = multipartBody([{ name: 'file', filename, bytes, contentType: 'text/csv' }]);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/imports',
    headers: { ...headers, authorization: `Bearer ${key}`, ...(idem ? { 'idempotency-key': idem } : {}) },
    payload,
  });
};
const post = (key: string, url: string, idem = newKey()) =>
  t.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${key}`, 'idempotency-key': idem } });
const get = (key: string, url: string) => callWithKey(t.app, key, 'GET', url);
const runJobs = () =>
  createJobRunner({
    db: t.db,
    clock: { now: () => new Date() },
    log: t.app.log,
    jobs: [],
    tasks: [createClientImportTask(t.app.ctx)],
  }).runTasks();

describe('/api/v1/imports', () => {
  it('uploads a sheet with a write key (no pii scope) and answers the preview with each row error', async () => {
    const res = await upload(writer, sheet().csv);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ status: 'PREVIEWED', rowCount: 3, counts: { valid: 2, error: 1 } });
    expect(body.issues).toContainEqual(expect.objectContaining({ row: 4, severity: 'error' }));
    // Read back as it was answered, with a read key.
    const read = await get(reader, `/api/v1/imports/${body.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: body.id, status: 'PREVIEWED', counts: { valid: 2, error: 1 } });
  });

  it('answers a retried upload with the same Idempotency-Key once, and another file under that key 422', async () => {
    const { csv } = sheet();
    const idem = newKey();
    const first = await upload(writer, csv, idem);
    const again = await upload(writer, csv, idem);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().id).toBe(first.json().id);
    const other = await upload(writer, sheet().csv, idem);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    const none = await upload(writer, csv, null);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REQUIRED' });
  });

  it('refuses a read-only key (403), a file that is not a sheet (415) and a request without a key (401)', async () => {
    expect((await upload(reader, sheet().csv)).statusCode).toBe(403);
    const pdf = await upload(writer, Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n'), newKey(), 'clients.csv');
    expect(pdf.statusCode).toBe(415);
    expect(pdf.headers['content-type']).toContain('application/problem+json');
    expect(pdf.json().detail).toContain('This file is not a spreadsheet: it looks like a PDF');
    const anonymous = await t.app.inject({
      method: 'GET',
      url: '/api/v1/imports/00000000-0000-4000-8000-000000000000',
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('confirms once (a retry replays), imports the valid rows, reports the result and sends import.finished', async () => {
    const { csv, goodEin } = sheet();
    const id = (await upload(writer, csv)).json().id as string;
    const idem = newKey();
    const confirm = await post(writer, `/api/v1/imports/${id}/confirm`, idem);
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json()).toMatchObject({ status: 'IMPORTING' });
    const replay = await post(writer, `/api/v1/imports/${id}/confirm`, idem);
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    const twice = await post(writer, `/api/v1/imports/${id}/confirm`);
    expect(twice.statusCode).toBe(409);

    await runJobs();
    const done = (await get(reader, `/api/v1/imports/${id}`)).json();
    expect(done).toMatchObject({ status: 'DONE', result: { created: 2, failed: 1 } });
    const created = await get(reader, `/api/v1/clients/${done.result.clients[0].clientId}`);
    expect(created.statusCode).toBe(200);
    expect(created.json().ein).toBe(`**-***${goodEin.slice(-4)}`);

    const event = await t.db
      .selectFrom('domain_events')
      .select(['payload'])
      .where('type', '=', 'import.finished')
      .where('lender_id', '=', acme)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(event.payload).toMatchObject({ importId: id, created: 2, failed: 1 });
  });

  it('gives the rows with errors as CSV, tax ids shown only to a key with the pii scope', async () => {
    const id = (await upload(writer, sheet().csv)).json().id as string;
    const masked = await get(writer, `/api/v1/imports/${id}/errors.csv`);
    expect(masked.statusCode).toBe(200);
    expect(masked.headers['content-type']).toContain('text/csv');
    expect(masked.body).toContain('Broken');
    expect(masked.body).toContain('Errors');
    expect(masked.body).not.toContain('12-345678');
    expect(masked.body).toContain('**-**5678');
    const full = await get(piiWriter, `/api/v1/imports/${id}/errors.csv`);
    expect(full.body).toContain('12-345678');
    expect(full.body).not.toContain('Ames');
  });

  it("answers another lender's key 404 for every step of an Acme import", async () => {
    const id = (await upload(writer, sheet().csv)).json().id as string;
    expect((await get(cedar, `/api/v1/imports/${id}`)).statusCode).toBe(404);
    expect((await get(cedar, `/api/v1/imports/${id}/errors.csv`)).statusCode).toBe(404);
    expect((await post(cedar, `/api/v1/imports/${id}/confirm`)).statusCode).toBe(404);
    expect((await get(writer, `/api/v1/imports/${id}`)).json().status).toBe('PREVIEWED');
  });

  it('documents every import operation with an example in the v1 OpenAPI document, and import.finished under webhooks', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    const upload = doc.paths['/imports'].post;
    expect(upload.requestBody.content['multipart/form-data'].schema.required).toEqual(['file']);
    expect(upload.responses['201'].content['application/json'].example).toMatchObject({ status: 'PREVIEWED' });
    expect(doc.paths['/imports/{id}'].get.responses['200'].content['application/json'].example).toBeDefined();
    expect(doc.paths['/imports/{id}/confirm'].post.responses['200'].content['application/json'].example).toBeDefined();
    expect(doc.paths['/imports/{id}/errors.csv'].get.responses['200'].content['text/csv']).toBeDefined();
    expect(doc.webhooks['import.finished']).toBeDefined();
  });
});
