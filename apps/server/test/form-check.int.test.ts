import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CSRF_HEADER } from '@taxlens/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildCase } from '../../../packages/form-check/src/corpus/build-case.js';
import { CORPUS } from '../../../packages/form-check/src/corpus/cases.js';
import { canvasModule } from '../../../packages/form-check/src/read/pdfjs.js';
import { createFormCheckTask } from '../src/modules/form-check/index.js';
import { createJobRunner } from '../src/platform/jobs/runner.js';
import { createMovableClock } from './support/movable-clock.js';
import { makePdf, multipartBody } from './support/multipart.js';
import { postMultipart, singleOrderParts } from './support/order-upload.js';
import { call, createTestApp, openSession, type Session, type TestApp } from './support/test-app.js';
import { PDFDocument } from 'pdf-lib';
import { createCorpusClient } from './support/corpus-client.js';

/** Decision 274: the Form 8821 check on a real database, before the order (pre-check) and after it. */
describe('form check (decision 274)', { timeout: 120_000 }, () => {
  // The corpus forms are signed 02/20/2026 and received 2026-03-02: the check runs on that day.
  const clock = createMovableClock(new Date('2026-03-02T15:00:00Z'));
  let t: TestApp;
  let officer: Session;
  let otherLender: Session;
  let clientId: string;
  const corpusCase = (name: string) => CORPUS.find((c) => c.name === name)!;
  const runChecks = () =>
    createJobRunner({ db: t.db, clock, log: t.app.log, jobs: [], tasks: [createFormCheckTask(t.app.ctx)] }).runTasks();
  const preCheck = (bytes: Uint8Array, client = clientId, session = officer, filename = 'form.pdf') =>
    postMultipart(t.app, session, `/api/form-checks/client/${client}`, [{ name: 'file', filename, bytes }]);
  const getCheck = (id: string, session = officer) => call(t.app, session, 'GET', `/api/form-checks/${id}`);
  async function checked(bytes: Uint8Array) {
    const started = await preCheck(bytes);
    expect(started.statusCode, started.body).toBe(202);
    expect(started.json().status).toBe('queued');
    await runChecks();
    const res = await getCheck(started.json().id);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }

  beforeAll(async () => {
    t = await createTestApp({ clock });
    officer = await openSession(t.app, 'loan.officer', 'Acme Capital');
    otherLender = await openSession(t.app, 'ondemand.user', 'Cedar Credit');
    clientId = await createCorpusClient(t.app, officer);
  });
  afterAll(() => t.close());

  it.each([
    ['clean-c_corp', 'ready', []],
    ['line4-checked', 'likely_rejection', ['SECTION_4_CHECKED']],
    ['tin-mismatch', 'likely_rejection', ['EIN_SSN_MISMATCH_PORTAL']],
    ['line2-wrong-caf', 'likely_rejection', ['SECTION_2_INCOMPLETE_INCORRECT']],
    ['line3-all-years', 'likely_rejection', ['SECTION_3_INCOMPLETE_INCORRECT']],
    ['org-type-1040-for-corp', 'likely_rejection', ['INCORRECT_ORG_TYPE']],
    ['no-signature', 'likely_rejection', ['SIGNATURE_MISSING_DECLINED']],
    ['no-title', 'likely_rejection', ['MISSING_INCORRECT_TITLE']],
    ['form-2848', 'likely_rejection', ['INCORRECT_FORM_UPLOADED']],
  ])('a digital form %s: %s %j, each finding with its sentence, page and box', async (name, verdict, codes) => {
    const check = await checked(await buildCase(corpusCase(name), 'digital'));
    expect(check).toMatchObject({ status: 'done', verdict, codes, clientId, orderId: null, failureReason: null });
    for (const f of check.findings) {
      expect(f.sentence.length).toBeGreaterThan(20);
      if (f.code !== 'INCORRECT_FORM_UPLOADED') expect(f.box).toMatchObject({ page: 1 });
    }
    // The TIN read from the form is masked: its last four digits only.
    if (name !== 'form-2848') expect(check.fields.tin).toMatch(/^\*\*-\*\*\*\d{4}$/);
    expect(JSON.stringify(check)).not.toContain('3456789');
  });

  it('draws the page preview with the TIN covered: no digit of it shows, the rest of the page does', async () => {
    const bytes = await buildCase(corpusCase('line4-checked'), 'digital');
    const check = await checked(bytes);
    expect(check.pages[0]).toMatchObject({ page: 1 });
    const res = await call(t.app, officer, 'GET', `/api/form-checks/${check.id}/pages/1`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.includes(Buffer.from('3456789'))).toBe(false);
    // The TIN field's box on the page: every pixel inside is the cover's colour.
    const doc = await PDFDocument.load(bytes);
    const tinField = doc
      .getForm()
      .getFields()
      .find((f) => {
        try {
          return doc.getForm().getTextField(f.getName()).getText() === '12-3456789';
        } catch {
          return false;
        }
      })!;
    const rect = tinField.acroField.getWidgets()[0]!.getRectangle();
    const image = await canvasModule.loadImage(res.rawPayload);
    const canvas = canvasModule.createCanvas(image.width, image.height);
    const context = canvas.getContext('2d');
    context.drawImage(image, 0, 0);
    const { scale } = check.pages[0];
    const pageHeight = image.height / scale;
    const pixels = context.getImageData(
      Math.ceil(rect.x * scale),
      Math.ceil((pageHeight - rect.y - rect.height) * scale),
      Math.floor(rect.width * scale),
      Math.floor(rect.height * scale),
    ).data;
    let uncovered = 0;
    for (let i = 0; i < pixels.length; i += 4) if (pixels[i] !== 0x1f || pixels[i + 2] !== 0x37) uncovered++;
    expect(uncovered).toBe(0);
    // The rest of the page is drawn (white paper, black print).
    const whole = context.getImageData(0, 0, image.width, image.height).data;
    let white = 0;
    for (let i = 0; i < whole.length; i += 4) if (whole[i] === 255) white++;
    expect(white / (whole.length / 4)).toBeGreaterThan(0.5);
  });

  it("refuses another lender's client and check (404), and a pre-check without CSRF (403)", async () => {
    const bytes = await buildCase(corpusCase('clean-c_corp'), 'digital');
    expect((await preCheck(bytes, clientId, otherLender)).statusCode).toBe(404);
    const own = await preCheck(bytes);
    expect((await getCheck(own.json().id, otherLender)).statusCode).toBe(404);
    expect((await call(t.app, otherLender, 'GET', `/api/form-checks/${own.json().id}/pages/1`)).statusCode).toBe(404);
    const body = multipartBody([{ name: 'file', filename: 'f.pdf', bytes }]);
    const noCsrf = await t.app.inject({
      method: 'POST',
      url: `/api/form-checks/client/${clientId}`,
      payload: body.payload,
      headers: { ...body.headers, cookie: officer.cookie },
    });
    expect(noCsrf.statusCode).toBe(403);
    expect(CSRF_HEADER).toBeTruthy();
  });

  it('answers bad input with a 4xx or a clear result, never a 500 nor a stuck check', async () => {
    const notPdf = await preCheck(new TextEncoder().encode('hello, not a form'));
    expect(notPdf.statusCode).toBe(400);
    const big = await preCheck(await makePdf('Form 8821', 10 * 1024 * 1024 + 10));
    expect(big.statusCode).toBe(413);
    expect(big.json().messages[0].value).toContain('larger than 10 MB');
    const clean = await buildCase(corpusCase('clean-c_corp'), 'digital');
    // pdf-lib reports the cut file's broken objects on the console as it recovers what it can: expected here.
    const parserWarnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const damaged = await preCheck(clean.slice(0, Math.floor(clean.length / 2)));
    expect([202, 400]).toContain(damaged.statusCode);
    for (const [line] of parserWarnings.mock.calls) expect(String(line)).toMatch(/invalid object|Invalid object ref/);
    parserWarnings.mockRestore();
    // 200 pages: the form is read from its first page, the check ends.
    const doc = await PDFDocument.load(clean);
    const blank = await PDFDocument.create();
    for (let i = 0; i < 199; i++) blank.addPage([612, 792]);
    for (const page of await doc.copyPages(blank, blank.getPageIndices())) doc.addPage(page);
    const long = await checked(await doc.save());
    expect(long.status).toBe('done');
    expect(long.pages.length).toBeLessThanOrEqual(2);
    // A blank page (no form at all): a clear result, not a failure.
    const empty = await checked(await makePdf(''));
    expect(empty.status).toBe('done');
    expect(empty.verdict).not.toBe('ready');
    if (damaged.statusCode === 202) {
      await runChecks();
      expect((await getCheck(damaged.json().id)).json().status).toMatch(/done|failed/);
    }
  });

  it('retries a failing check with backoff, then marks it failed with its reason', async () => {
    const started = await preCheck(await buildCase(corpusCase('clean-c_corp'), 'digital'));
    const id = started.json().id as string;
    // The stored file's last sealed byte is changed (a wrong key would do the same), and the runs are another instance's, which
    // reads the file (the upload's bytes wait in the memory of this one only): every run throws.
    const { form_key: key } = await t.db
      .selectFrom('form_checks')
      .select('form_key')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const path = join(t.config.dataDir, 'files', key!);
    const sealed = await readFile(path);
    sealed[sealed.length - 1]! ^= 0xff;
    await writeFile(path, sealed);
    const runChecks = () =>
      createJobRunner({
        db: t.db,
        clock,
        log: t.app.log,
        jobs: [],
        tasks: [createFormCheckTask({ ...t.app.ctx })],
      }).runTasks();
    const job = () =>
      t.db
        .selectFrom('background_jobs')
        .select(['status', 'failures'])
        .where('kind', '=', 'form-check')
        .where(({ eb }) => eb('payload', '@>', JSON.stringify({ checkId: id }) as never))
        .executeTakeFirstOrThrow();
    await runChecks();
    expect(await job()).toMatchObject({ status: 'QUEUED', failures: 1 });
    expect((await getCheck(id)).json().status).toBe('queued');
    // Not again before its pause (2 s) is over.
    await runChecks();
    expect((await job()).failures).toBe(1);
    clock.advance(2_500);
    await runChecks();
    expect(await job()).toMatchObject({ status: 'QUEUED', failures: 2 });
    clock.advance(4_500);
    await runChecks();
    expect((await job()).status).toBe('FAILED');
    const failed = (await getCheck(id)).json();
    expect(failed).toMatchObject({ status: 'failed', verdict: null });
    expect(failed.failureReason).toMatch(/^We could not check this form: /);
    // A failed pre-check lets its upload go.
    expect(
      (await t.db.selectFrom('form_checks').select('form_key').where('id', '=', id).executeTakeFirstOrThrow()).form_key,
    ).toBeNull();
    await expect(readFile(path)).rejects.toThrow();
  });

  it('checks the form of a placed order without waiting, and the result reaches the order and form.checked', async () => {
    await t.db.updateTable('orders').set({ status: 'CANCELLED' }).where('client_id', '=', clientId).execute();
    const bytes = await buildCase(corpusCase('clean-c_corp'), 'digital');
    const placed = await postMultipart(
      t.app,
      officer,
      '/api/forms/upload8821',
      singleOrderParts({ clientId, file: bytes }),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json().orders[0].id as string;
    const row = await t.db
      .selectFrom('form_checks')
      .select(['id', 'status'])
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('queued');
    await runChecks();
    expect((await getCheck(row.id)).json()).toMatchObject({ status: 'done', verdict: 'ready', orderId });
    const events = await t.db
      .selectFrom('domain_events')
      .select('payload')
      .where('type', '=', 'form.checked')
      .execute();
    expect(events.map((e) => e.payload)).toContainEqual({
      checkId: row.id,
      clientId,
      orderId,
      verdict: 'ready',
      codes: [],
    });
  });

  it('places an order whose pre-check said likely rejection only with a reason, recorded on the order', async () => {
    await t.db.updateTable('orders').set({ status: 'CANCELLED' }).where('client_id', '=', clientId).execute();
    const bytes = await buildCase(corpusCase('line4-checked'), 'digital');
    const check = await checked(bytes);
    expect(check.codes).toEqual(['SECTION_4_CHECKED']);
    const parts = singleOrderParts({ clientId, file: bytes });
    const refused = await postMultipart(t.app, officer, '/api/forms/upload8821', [
      ...parts,
      { name: 'formCheckId', value: check.id },
    ]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().messages[0]).toMatchObject({ key: 'SEND_ANYWAY_REASON_REQUIRED' });
    const reason = 'The borrower is re-signing today; we need the transcripts now.';
    const placed = await postMultipart(t.app, officer, '/api/forms/upload8821', [
      ...parts,
      { name: 'formCheckId', value: check.id },
      { name: 'sendAnywayReason', value: reason },
    ]);
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json().orders[0].id as string;
    const order = await t.db
      .selectFrom('orders')
      .select('send_anyway_reason')
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(order.send_anyway_reason).toBe(reason);
    // Operations see the check and the lender's reason on the report's page.
    const report = await t.db
      .selectFrom('reports')
      .select('id')
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    const ops = await openSession(t.app, 'ops.admin', null);
    const detail = (await call(t.app, ops, 'GET', `/api/ops/reports/${report.id}`)).json();
    expect(detail.order.sendAnywayReason).toBe(reason);
    expect(detail.formCheck).toMatchObject({
      status: 'done',
      verdict: 'likely_rejection',
      codes: ['SECTION_4_CHECKED'],
      findings: [{ code: 'SECTION_4_CHECKED', verdict: 'likely_rejection' }],
    });
    // The pre-check is the order's check (same bytes): no second run, its event at once.
    expect((await getCheck(check.id)).json().orderId).toBe(orderId);
    const events = await t.db
      .selectFrom('domain_events')
      .select('payload')
      .where('type', '=', 'form.checked')
      .execute();
    expect(events.map((e) => e.payload)).toContainEqual({
      checkId: check.id,
      clientId,
      orderId,
      verdict: 'likely_rejection',
      codes: ['SECTION_4_CHECKED'],
    });
  });
});
