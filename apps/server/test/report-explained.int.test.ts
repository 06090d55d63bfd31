import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CORPUS_DIR } from '../../../packages/transcripts/corpus/corpus-files.js';
import { createClient, createOrder, createReport } from '../src/demo/seed/factories.js';
import { createTranscriptReadTask } from '../src/modules/transcripts/index.js';
import { createJobRunner } from '../src/platform/jobs/runner.js';
import { makePdf } from './support/multipart.js';
import { postMultipart } from './support/order-upload.js';
import {
  call,
  callWithKey,
  createTestApp,
  issueApiKey,
  lenderIdByName,
  openSession,
  type Session,
  type TestApp,
} from './support/test-app.js';

// Decision 279: a report completed from transcripts explains itself to the lender, in /api/v1 and in its PDF;
// a report completed by hand keeps its figures and says only what they say.
let t: TestApp;
let acme: string;
let ops: Session;
let officer: Session;
let key: string;
let reportId: string;

const textOf = (pdf: Buffer) =>
  execFileSync('pdftotext', ['-', '-'], { input: pdf }).toString('utf8').replace(/\s+/g, ' ');

/** The corpus's lien quarter (Form 941, 2024Q3), uploaded by operations to an order's report and completed from it. */
async function completeFromLienTranscript(): Promise<string> {
  const client = await createClient(
    t.db,
    { piiKey: t.config.piiKey },
    { lenderId: acme, clientType: 'llc', businessName: 'Exam Fabrication Co', taxId: '124449876' },
  );
  const placed = await postMultipart(t.app, officer, '/api/forms/upload8821', [
    { name: 'product', value: 'TAXLENS:NEXT_DAY' },
    { name: 'taxReturnTranscripts', value: 'false' },
    { name: 'recordOfAccount', value: 'false' },
    { name: 'wageIncome', value: 'false' },
    { name: 'clientId', value: client.id },
    { name: 'formName', value: 'Form 8821' },
    { name: 'file', filename: '8821.pdf', bytes: await makePdf('Signed 8821') },
  ]);
  expect(placed.statusCode, placed.body).toBeLessThan(300);
  const { id } = await t.db
    .selectFrom('reports')
    .select('id')
    .where('client_id', '=', client.id)
    .executeTakeFirstOrThrow();
  // The corpus's transcripts were answered on 2026-03-02: the order came the day before (decision 283).
  await t.db
    .updateTable('orders')
    .set({ created_at: new Date('2026-03-01T15:00:00Z') })
    .where('client_id', '=', client.id)
    .execute();
  const lien = readFileSync(join(CORPUS_DIR, 'text', 'lien.txt'));
  const upload = await postMultipart(t.app, ops, `/api/ops/reports/${id}/transcripts`, [
    { name: 'files', filename: 'lien.txt', bytes: lien },
  ]);
  expect(upload.statusCode, upload.body).toBe(202);
  await createJobRunner({
    db: t.db,
    clock: t.app.ctx.clock,
    log: t.app.log,
    jobs: [],
    tasks: [createTranscriptReadTask(t.app.ctx)],
  }).runTasks();
  const done = await call(t.app, ops, 'POST', `/api/ops/reports/${id}/transcripts/complete`);
  expect(done.statusCode, done.body).toBe(200);
  return id;
}

beforeAll(async () => {
  t = await createTestApp();
  acme = await lenderIdByName(t.db, 'Acme Capital');
  ops = await openSession(t.app, 'ops.admin', null);
  officer = await openSession(t.app, 'loan.officer', 'Acme Capital');
  key = (await issueApiKey(t.app, acme, { name: 'LOS reader', scopes: ['read'] })).secret;
  reportId = await completeFromLienTranscript();
});
afterAll(() => t.close());

const LIEN_LINE = 'Lien filed 02.01.2026 — IRS transcript, TC 582, Form 941, 2024Q3';

describe('/api/v1 reports explain each period (decision 279)', () => {
  it('adds evidence, stage, act-by dates and a sentence to a period read from transcripts, its figures unchanged', async () => {
    const res = await callWithKey(t.app, key, 'GET', `/api/v1/reports/${reportId}`);
    expect(res.statusCode, res.body).toBe(200);
    const [period] = res.json().periods;
    // The existing fields are the portal's own report, as they were.
    const portal = (await call(t.app, officer, 'GET', `/api/reports/${reportId}`)).json();
    expect(period).toMatchObject(portal.periods[0]);
    expect(period).toMatchObject({ form: '941', period: '2024Q3', lienFiledOn: '2026-02-01' });

    expect(period.evidence).toContainEqual({
      fact: 'lienFiledOn',
      label: 'Lien filed',
      code: '582',
      date: '2026-02-01',
      amountCents: 0,
      text: expect.stringContaining('582'),
      form: '941',
      period: '2024Q3',
      summary: LIEN_LINE,
    });
    // Never the file, page or line it came in.
    for (const line of period.evidence) expect(Object.keys(line)).not.toEqual(expect.arrayContaining(['file']));
    expect(period.stage).toEqual({ name: 'lien_filed', label: 'Lien filed', reachedOn: '2026-02-01' });
    expect(period.actBy).toMatchObject({
      // The final notice (LT11, 06-02-2025) + 30 days.
      levyPossibleFrom: { date: '2025-07-02', basis: 'estimate' },
      // Filed 29 days before the transcript's response date, as printed.
      lienFiledWithin45Days: { date: '2026-02-01', basis: 'stated' },
      // The latest assessment (the lien fee of 02-01-2026) + 10 years.
      csed: { date: '2036-02-01', basis: 'estimate' },
    });
    expect(period.entered).toEqual([]);
    expect(period.explanation).toBe(
      'The return was filed on 11.18.2024 and $22,046.00 is owed; a federal tax lien was filed on 02.01.2026, and a levy has been possible since 07.02.2025 (estimate).',
    );
  });

  it('gives a period of a report completed by hand empty evidence, null stage and dates, and a sentence from its figures', async () => {
    const client = await createClient(t.db, { piiKey: t.config.piiKey }, { lenderId: acme, clientType: 'llc' });
    const placedBy = (
      await t.db.selectFrom('users').select('id').where('username', '=', 'loan.officer').executeTakeFirstOrThrow()
    ).id;
    const order = await createOrder(t.db, { lenderId: acme, clientId: client.id, placedBy, status: 'COMPLETED' });
    const typed = await createReport(t.db, {
      lenderId: acme,
      clientId: client.id,
      orderId: order.id,
      status: 'COMPLETED',
    });
    const res = await callWithKey(t.app, key, 'GET', `/api/v1/reports/${typed.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const periods = res.json().periods;
    expect(periods.length).toBeGreaterThan(0);
    for (const p of periods) {
      expect(p).toMatchObject({ evidence: [], stage: null, actBy: null, entered: [] });
      expect(p.explanation).toMatch(/^(The return was filed|No return is on record).* (is owed|nothing is owed).*\.$/);
    }
    const evidence = await call(t.app, officer, 'GET', `/api/reports/${typed.id}/evidence`);
    expect(evidence.json()).toEqual({ periods: [], notReported: [] });
  });

  it("gives the portal's evidence lines with the explanation and dates, and another lender 404", async () => {
    const res = await call(t.app, officer, 'GET', `/api/reports/${reportId}/evidence`);
    expect(res.statusCode, res.body).toBe(200);
    const [period] = res.json().periods;
    expect(period.lines).toContain(LIEN_LINE);
    expect(period.explanation).toContain('a federal tax lien was filed on 02.01.2026');
    expect(period.actBy.lienFiledWithin45Days).toMatchObject({ basis: 'stated' });
    const cedar = await openSession(t.app, 'ondemand.user', 'Cedar Credit');
    expect((await call(t.app, cedar, 'GET', `/api/reports/${reportId}/evidence`)).statusCode).toBe(404);
  });
});

describe('the report PDF explains each period (decision 279)', () => {
  it('prints the stage, the sentence, the act-by dates and the evidence lines', async () => {
    for (const res of [
      await call(t.app, officer, 'GET', `/api/reports/${reportId}/pdf`),
      await callWithKey(t.app, key, 'GET', `/api/v1/reports/${reportId}/pdf`),
    ]) {
      expect(res.statusCode).toBe(200);
      const text = textOf(res.rawPayload);
      expect(text).toContain('What the record shows');
      expect(text).toContain('Form 941, 2024Q3: Lien filed since 02.01.2026');
      expect(text).toContain(
        'The return was filed on 11.18.2024 and $22,046.00 is owed; a federal tax lien was filed on 02.01.2026, and a levy has been possible since 07.02.2025 (estimate).',
      );
      expect(text).toContain('Levy possible from: 07.02.2025 (estimate)');
      expect(text).toContain('Lien filed within the last 45 days: 02.01.2026 (stated)');
      expect(text).toContain('Collection statute expires: 02.01.2036 (estimate)');
      expect(text).toContain(LIEN_LINE);
      expect(text).toContain('Return filed 11.18.2024 — IRS transcript, TC 150, Form 941, 2024Q3');
      // A lien in force is not "released".
      expect(text).not.toContain('Lien released');
    }
  });
});
