import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ReportTranscripts } from '@taxlens/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CORPUS_DIR } from '../../../packages/transcripts/corpus/corpus-files.js';
import { renderPdf } from '../../../packages/transcripts/scripts/render-pdf.js';
import { createClient, createOrder } from '../src/demo/seed/factories.js';
import { createTranscriptReadTask } from '../src/modules/transcripts/index.js';
import { createJobRunner } from '../src/platform/jobs/runner.js';
import { postMultipart } from './support/order-upload.js';
import { storedZip } from './support/stored-zip.js';
import { call, createTestApp, lenderIdByName, openSession, type Session, type TestApp } from './support/test-app.js';

// Bad input to a report's transcripts that transcripts.int.test.ts does not cover (decisions 272, 283): each is
// refused per file with its sentence, nothing of it stored, nothing attached; and the response-date rules.
let t: TestApp;
let acme: string;
let ops: Session;
let placedBy: string;

const corpusText = (name: string) => readFileSync(join(CORPUS_DIR, 'text', name), 'utf8');
const BEFORE_ANSWERS = new Date('2026-03-01T15:00:00Z');

beforeAll(async () => {
  t = await createTestApp();
  acme = await lenderIdByName(t.db, 'Acme Capital');
  ops = await openSession(t.app, 'ops.admin', null);
  placedBy = (
    await t.db.selectFrom('users').select('id').where('username', '=', 'loan.officer').executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => t.close());

let serial = 0;
/** An open report of the corpus's taxpayer (EIN ending 9876, EXAM FABR CO), its order placed at `orderedAt`. */
async function openReport(orderedAt = BEFORE_ANSWERS): Promise<string> {
  const c = await createClient(
    t.db,
    { piiKey: t.config.piiKey },
    {
      lenderId: acme,
      clientType: 'llc',
      businessName: 'Exam Fabrication Co',
      taxId: `32${String(++serial).padStart(3, '0')}9876`,
    },
  );
  return (await createOrder(t.db, { lenderId: acme, clientId: c.id, placedBy, createdAt: orderedAt })).reportId!;
}

const url = (reportId: string, rest = '') => `/api/ops/reports/${reportId}/transcripts${rest}`;

async function uploadAndRead(reportId: string, files: { filename: string; bytes: Uint8Array }[]) {
  const res = await postMultipart(
    t.app,
    ops,
    url(reportId),
    files.map((f) => ({ name: 'files', ...f })),
  );
  expect(res.statusCode, res.body).toBe(202);
  await createJobRunner({
    db: t.db,
    clock: t.app.ctx.clock,
    log: t.app.log,
    jobs: [],
    tasks: [createTranscriptReadTask(t.app.ctx)],
  }).runTasks();
  const view = await call(t.app, ops, 'GET', url(reportId));
  expect(view.statusCode, view.body).toBe(200);
  return view.json() as ReportTranscripts;
}

describe('bad input is refused per file, nothing stored or attached', () => {
  const refusalOf = async (filename: string, bytes: Uint8Array) => {
    const reportId = await openReport();
    const view = await uploadAndRead(reportId, [{ filename, bytes }]);
    expect(view.modules).toEqual([]);
    expect(view.periods).toEqual([]);
    const stored = await t.db
      .selectFrom('transcript_files')
      .select('content_sealed')
      .where('report_id', '=', reportId)
      .executeTakeFirstOrThrow();
    expect(stored.content_sealed).toBeNull();
    return view.files[0]!;
  };

  it('refuses HTML without transcript structure', async () => {
    const html =
      '<html><body><h1>Account Balance</h1><table><tr><td>150</td><td>$10.00</td></tr></table></body></html>';
    expect(await refusalOf('page.html', Buffer.from(html))).toMatchObject({
      status: 'REFUSED',
      refusal: { reason: 'not_a_transcript', detail: expect.stringContaining('The HTML has no account transcript') },
    });
  });

  it('refuses a ZIP of thousands of files, stating the limit', async () => {
    const many = storedZip(Array.from({ length: 2_001 }, (_, i) => ({ name: `t${i}.txt`, bytes: 'x' })));
    expect(await refusalOf('many.zip', many)).toMatchObject({
      status: 'REFUSED',
      refusal: {
        reason: 'zip_refused',
        detail: 'The ZIP holds more than 2,000 files. Split it into smaller ZIPs.',
      },
    });
  });

  it('refuses a PDF over 300 pages, stating the limit', async () => {
    const big = await renderPdf(Array.from({ length: 301 }, (_, i) => `page ${i + 1}`).join('\f'));
    expect(await refusalOf('big.pdf', big)).toMatchObject({
      status: 'REFUSED',
      refusal: {
        reason: 'too_many_pages',
        detail: 'The PDF has 301 pages; at most 300 pages are read per file. Split it and upload the parts.',
      },
    });
  }, 30_000);
});

describe('response dates (decision 283)', () => {
  it('uses the later response when the same module comes twice, and states the date that won', async () => {
    const reportId = await openReport();
    const later = corpusText('clean.txt').replace('Response Date: 03-02-2026', 'Response Date: 03-09-2026');
    const view = await uploadAndRead(reportId, [
      { filename: 'later.txt', bytes: Buffer.from(later) },
      { filename: 'earlier.txt', bytes: Buffer.from(corpusText('clean.txt')) },
    ]);
    expect(view.periods).toHaveLength(1);
    const [kept] = view.periods;
    const earlier = view.modules.find((m) => m.responseDate === '2026-03-02')!;
    expect(kept!.moduleId).not.toBe(earlier.id);
    expect(view.superseded).toEqual([
      {
        moduleId: earlier.id,
        form: '1120',
        taxPeriod: expect.any(String),
        why: expect.stringContaining('(2026-03-09) is used'),
      },
    ]);
  });

  it('states a transcript answered before the order and attaches it only with a reason, audited', async () => {
    const reportId = await openReport(new Date('2026-03-05T15:00:00Z'));
    const view = await uploadAndRead(reportId, [
      { filename: 'clean.txt', bytes: Buffer.from(corpusText('clean.txt')) },
    ]);
    const [module] = view.modules;
    expect(module).toMatchObject({ status: 'READY', responseDate: '2026-03-02' });
    expect(view.periods).toEqual([]);
    expect(view.beforeOrder).toEqual([
      {
        moduleId: module!.id,
        form: '1120',
        taxPeriod: module!.taxPeriod,
        responseDate: '2026-03-02',
        orderedOn: '2026-03-05',
        attached: null,
        why: 'The IRS answered on 2026-03-02, before the order was placed on 2026-03-05: not used unless attached with a reason.',
      },
    ]);
    expect(view.blockers).toContain('No tax period was read from the transcripts.');

    const attach = (reason: string) =>
      call(t.app, ops, 'POST', url(reportId, `/modules/${module!.id}/attach-before-order`), { reason });
    expect((await attach('  ')).statusCode).toBe(400);
    const done = await attach('The borrower sent it with the application; the IRS account has not changed since');
    expect(done.statusCode, done.body).toBe(200);
    const after = done.json() as ReportTranscripts;
    expect(after.periods.map((p) => `${p.period.form} ${p.period.period}`)).toEqual(['1120 2024']);
    expect(after.beforeOrder[0]).toMatchObject({
      attached: { reason: expect.stringContaining('with the application'), by: expect.any(String) },
      why: expect.stringContaining('attached with the reason'),
    });
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'TRANSCRIPT_MODULE_ATTACHED_BEFORE_ORDER')
      .where('target_id', '=', reportId)
      .execute();
    expect(audit).toEqual([
      expect.objectContaining({
        user_id: expect.any(String),
        details: expect.objectContaining({ moduleId: module!.id, responseDate: '2026-03-02', orderedOn: '2026-03-05' }),
      }),
    ]);
    expect((await attach('again')).statusCode).toBe(409);
  });

  it('needs no reason for a transcript answered after the order', async () => {
    const reportId = await openReport();
    const view = await uploadAndRead(reportId, [
      { filename: 'clean.txt', bytes: Buffer.from(corpusText('clean.txt')) },
    ]);
    expect(view.beforeOrder).toEqual([]);
    expect(view.periods).toHaveLength(1);
    const res = await call(t.app, ops, 'POST', url(reportId, `/modules/${view.modules[0]!.id}/attach-before-order`), {
      reason: 'not needed',
    });
    expect(res.statusCode).toBe(409);
  });
});
