import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ReportTranscripts } from '@taxlens/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CORPUS_DIR } from '../../../packages/transcripts/corpus/corpus-files.js';
import { renderPdf } from '../../../packages/transcripts/scripts/render-pdf.js';
import { createClient } from '../src/demo/seed/factories.js';
import { createTranscriptReadTask } from '../src/modules/transcripts/index.js';
import { createJobRunner } from '../src/platform/jobs/runner.js';
import { makePdf } from './support/multipart.js';
import { postMultipart } from './support/order-upload.js';
import { call, createTestApp, lenderIdByName, openSession, type Session, type TestApp } from './support/test-app.js';

let t: TestApp;
let acme: string;
let ops: Session;
let officer: Session;
let form8821: Uint8Array;

const corpusText = (name: string) => readFileSync(join(CORPUS_DIR, 'text', name), 'utf8');
const corpusFile = (path: string) => readFileSync(join(CORPUS_DIR, path));
const CLIENT = { businessName: 'Exam Fabrication Co', taxId: '123459876' };
let clients = 0;
const ORDERED_AT = new Date('2026-03-01T15:00:00Z');
/** Each report its own client: the tax id changes before the last four, which transcripts show. */
const unique = (client: { businessName: string; taxId: string }) => ({
  ...client,
  taxId: `${client.taxId.slice(0, 2)}${String(++clients).padStart(3, '0')}${client.taxId.slice(-4)}`,
});

beforeAll(async () => {
  t = await createTestApp();
  acme = await lenderIdByName(t.db, 'Acme Capital');
  ops = await openSession(t.app, 'ops.admin', null);
  officer = await openSession(t.app, 'loan.officer', 'Acme Capital');
  form8821 = await makePdf('Signed 8821');
});
afterAll(() => t.close());

const runner = () =>
  createJobRunner({
    db: t.db,
    clock: t.app.ctx.clock,
    log: t.app.log,
    jobs: [],
    tasks: [createTranscriptReadTask(t.app.ctx)],
  });

/** A new Acme client (the corpus's taxpayer unless told) with an order placed through the portal; answers its report id. */
async function openReport(client = CLIENT, periods: string[] = []): Promise<string> {
  const c = await createClient(
    t.db,
    { piiKey: t.config.piiKey },
    { lenderId: acme, clientType: 'llc', ...unique(client) },
  );
  await t.db.updateTable('clients').set({ authorization_periods: periods }).where('id', '=', c.id).execute();
  const res = await postMultipart(t.app, officer, '/api/forms/upload8821', [
    { name: 'product', value: 'TAXLENS:NEXT_DAY' },
    { name: 'taxReturnTranscripts', value: 'false' },
    { name: 'recordOfAccount', value: 'false' },
    { name: 'wageIncome', value: 'false' },
    { name: 'clientId', value: c.id },
    { name: 'formName', value: 'Form 8821' },
    { name: 'file', filename: '8821.pdf', bytes: form8821 },
  ]);
  expect(res.statusCode, res.body).toBeLessThan(300);
  const report = await t.db.selectFrom('reports').select('id').where('client_id', '=', c.id).executeTakeFirstOrThrow();
  // The corpus's IRS answers are dated 2026-03-02: the order was placed before them (decision 283).
  await t.db.updateTable('orders').set({ created_at: ORDERED_AT }).where('client_id', '=', c.id).execute();
  return report.id;
}

const url = (reportId: string, rest = '') => `/api/ops/reports/${reportId}/transcripts${rest}`;
const upload = (reportId: string, files: { filename: string; bytes: Uint8Array }[], session = ops) =>
  postMultipart(
    t.app,
    session,
    url(reportId),
    files.map((f) => ({ name: 'files', ...f })),
  );

async function uploadAndRead(reportId: string, files: { filename: string; bytes: Uint8Array }[]) {
  const res = await upload(reportId, files);
  expect(res.statusCode, res.body).toBe(202);
  await runner().runTasks();
  const view = await call(t.app, ops, 'GET', url(reportId));
  expect(view.statusCode, view.body).toBe(200);
  return view.json() as ReportTranscripts;
}

const auditOf = (action: string, targetId: string) =>
  t.db.selectFrom('audit_log').selectAll().where('action', '=', action).where('target_id', '=', targetId).execute();

describe('transcripts: upload, read, confirm, correct, complete (decision 272)', () => {
  it('reads a multi-module PDF, lists what needs review and what is missing, and completes the report', async () => {
    const reportId = await openReport(CLIENT, ['2022', '2023', '2024Q3']);
    const text = ['lien.txt', 'needs-review.txt', 'not-found.txt', 'multi-module.txt'].map(corpusText).join('\f');
    const pdf = await renderPdf(text);

    const view = await uploadAndRead(reportId, [{ filename: 'transcripts.pdf', bytes: pdf }]);
    expect(view.progress).toEqual({ files: 1, done: 1 });
    expect(view.files[0]).toMatchObject({ fileName: 'transcripts.pdf', status: 'READ', refusal: null });
    // The bytes are sealed at rest: the stored content is not the PDF.
    const stored = await t.db
      .selectFrom('transcript_files')
      .select('content_sealed')
      .where('report_id', '=', reportId)
      .executeTakeFirstOrThrow();
    expect(Buffer.from(stored.content_sealed!).includes(Buffer.from('%PDF'))).toBe(false);

    const byForm = (form: string, period: string) =>
      view.modules.find((m) => m.form === form && m.taxPeriod === period);
    expect(byForm('1120', '2023-12-31')).toMatchObject({ status: 'NEEDS_REVIEW' });
    expect(byForm('941', '2024-09-30')).toMatchObject({ status: 'READY' });
    // Another taxpayer's module (same last four, another name) is refused and nothing of it is kept.
    expect(byForm('941', '2024-12-31')).toMatchObject({
      status: 'REFUSED',
      refusal: { reason: 'tin_mismatch' },
      lines: [],
    });
    expect(view.notReported).toEqual([
      expect.objectContaining({ form: '1065', why: expect.stringContaining('Not reported by the IRS') }),
    ]);
    expect(view.missing).toEqual(['2022']);
    const lien = view.periods.find((p) => p.period.form === '941' && p.period.period === '2024Q3')!;
    expect(lien.period.lienFiledOn).not.toBeNull();
    expect(lien.evidence.lienFiledOn?.[0]).toMatchObject({ code: '582', file: 'transcripts.pdf' });
    expect(view.blockers).toEqual(['1 module needs review: confirm each first.']);

    // Completing before the review is refused with the reason.
    const early = await call(t.app, ops, 'POST', url(reportId, '/complete'));
    expect(early.statusCode).toBe(409);
    expect(early.json().messages[0].value).toContain('needs review');

    const missing = await call(t.app, ops, 'GET', url(reportId, '/missing'));
    expect(missing.json()).toEqual({ periods: ['2022'] });

    const review = byForm('1120', '2023-12-31')!;
    const confirmed = await call(t.app, ops, 'POST', url(reportId, `/modules/${review.id}/confirm`));
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const afterConfirm = confirmed.json() as ReportTranscripts;
    expect(afterConfirm.modules.find((m) => m.id === review.id)).toMatchObject({
      status: 'CONFIRMED',
      confirmedBy: expect.any(String),
    });
    expect(afterConfirm.periods.map((p) => `${p.period.form} ${p.period.period}`)).toContain('1120 2023');
    expect(afterConfirm.blockers).toEqual([]);
    const again = await call(t.app, ops, 'POST', url(reportId, `/modules/${review.id}/confirm`));
    expect(again.statusCode).toBe(409);

    // A correction needs a reason, and is recorded with who and what.
    const noReason = await call(t.app, ops, 'POST', url(reportId, '/corrections'), {
      form: '941',
      period: '2024Q3',
      fact: 'balanceCents',
      value: 1000,
      reason: '',
    });
    expect(noReason.statusCode).toBe(400);
    const corrected = await call(t.app, ops, 'POST', url(reportId, '/corrections'), {
      form: '941',
      period: '2024Q3',
      fact: 'balanceCents',
      value: 1000,
      reason: 'Payment posted after the transcript date',
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    const row = (corrected.json() as ReportTranscripts).periods.find((p) => p.period.period === '2024Q3')!;
    expect(row.period.balanceCents).toBe(1000);
    expect(row.sources).toMatchObject({ balanceCents: 'entered', lienFiledOn: 'derived' });
    const [audit] = await auditOf('TRANSCRIPT_FACT_CORRECTED', reportId);
    expect(audit).toMatchObject({ user_id: expect.any(String) });
    expect(audit!.details).toMatchObject({
      fact: 'balanceCents',
      from: lien.period.balanceCents,
      to: 1000,
      reason: 'Payment posted after the transcript date',
    });

    const done = await call(t.app, ops, 'POST', url(reportId, '/complete'));
    expect(done.statusCode, done.body).toBe(200);
    const report = await t.db.selectFrom('reports').selectAll().where('id', '=', reportId).executeTakeFirstOrThrow();
    expect(report.status).toBe('COMPLETED');
    const periods = report.periods as { form: string; period: string; balanceCents: number }[];
    expect(periods.map((p) => `${p.form} ${p.period}`).sort()).toEqual([
      '1120 2023',
      '941 2024Q3',
      '941 2025Q1',
      '941 2025Q2',
    ]);
    expect(periods.find((p) => p.period === '2024Q3')!.balanceCents).toBe(1000);
    // The same completion as "Complete the report": its event and audit row.
    expect(await auditOf('OPS_REPORT_COMPLETED', reportId)).toHaveLength(1);
    expect(await auditOf('TRANSCRIPTS_COMPLETED', reportId)).toHaveLength(1);
    expect(await auditOf('TRANSCRIPTS_UPLOADED', reportId)).toHaveLength(1);
    expect((await auditOf('TRANSCRIPTS_VIEWED', reportId)).length).toBeGreaterThan(0);
    const facts = await t.db
      .selectFrom('report_transcript_facts')
      .select('facts_sealed')
      .where('report_id', '=', reportId)
      .executeTakeFirstOrThrow();
    expect(facts.facts_sealed.startsWith('v1:')).toBe(true);

    // The lender reads the evidence in words, never the files; another lender does not find the report.
    const evidence = await call(t.app, officer, 'GET', `/api/reports/${reportId}/evidence`);
    expect(evidence.statusCode, evidence.body).toBe(200);
    const q3 = evidence.json().periods.find((p: { period: string }) => p.period === '2024Q3');
    expect(q3.lines).toContainEqual(
      expect.stringMatching(/^Lien filed \d\d\.\d\d\.\d{4} — IRS transcript, TC 582, Form 941, 2024Q3$/),
    );
    expect(q3.entered).toEqual(['balanceCents']);
    const cedar = await openSession(t.app, 'ondemand.user', 'Cedar Credit');
    expect((await call(t.app, cedar, 'GET', `/api/reports/${reportId}/evidence`)).statusCode).toBe(404);

    // A completed report takes no more transcripts or corrections.
    expect(
      (await upload(reportId, [{ filename: 'x.txt', bytes: Buffer.from(corpusText('clean.txt')) }])).statusCode,
    ).toBe(409);
  });

  it('keeps the later response when the same module comes twice, and says so', async () => {
    const reportId = await openReport();
    const first = corpusText('clean.txt');
    const view = await uploadAndRead(reportId, [
      { filename: 'a.txt', bytes: Buffer.from(first) },
      { filename: 'b.txt', bytes: Buffer.from(first) },
    ]);
    expect(view.periods).toHaveLength(1);
    expect(view.superseded).toEqual([
      expect.objectContaining({ form: '1120', why: expect.stringContaining('came twice') }),
    ]);
  });
});

describe('transcripts: bad input is refused with its reason, nothing attached', () => {
  const refusalOf = async (filename: string, bytes: Uint8Array, client = CLIENT) => {
    const reportId = await openReport(client);
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

  it.each([
    [
      'not a transcript',
      'invoice.pdf',
      () => makePdf('Invoice 1234 total due'),
      'not_a_transcript',
      'no account transcript',
    ],
    [
      'image-only',
      'scan.pdf',
      () => renderPdf('x', { imageOnly: true }),
      'image_only',
      'Upload the file the IRS delivered',
    ],
    [
      'password-protected',
      'locked.pdf',
      () => renderPdf(corpusText('clean.txt'), { password: 's' }),
      'unreadable',
      'password',
    ],
    ['damaged', 'damaged.pdf', async () => corpusFile('pdf/clean.pdf').subarray(0, 900), 'unreadable', 'damaged'],
    ['a zip bomb', 'bomb.zip', async () => corpusFile('zip/bomb.zip'), 'zip_refused', 'larger than 10 MB'],
    ['a nested ZIP', 'nested.zip', async () => corpusFile('zip/nested.zip'), 'zip_refused', 'another archive'],
    [
      'path traversal',
      'traversal.zip',
      async () => corpusFile('zip/traversal.zip'),
      'zip_refused',
      'out of its folder',
    ],
  ])('refuses %s', async (_what, filename, make, reason, words) => {
    const file = await refusalOf(filename, await make());
    expect(file).toMatchObject({ status: 'REFUSED', refusal: { reason, detail: expect.stringContaining(words) } });
  });

  it("refuses a file of another taxpayer's modules whole", async () => {
    const file = await refusalOf('other.txt', Buffer.from(corpusText('clean.txt')), {
      businessName: 'Other Holdings Inc',
      taxId: '987650000',
    });
    expect(file).toMatchObject({ status: 'REFUSED', refusal: { reason: 'tin_mismatch' } });
  });

  it('refuses an upload of too many files with the limit stated, storing nothing', async () => {
    const reportId = await openReport();
    const many = Array.from({ length: 21 }, (_, i) => ({ filename: `t${i}.txt`, bytes: Buffer.from('x') }));
    const res = await upload(reportId, many);
    expect(res.statusCode).toBe(400);
    expect(res.json().messages[0].value).toContain('at most 20 files');
    const rows = await t.db.selectFrom('transcript_files').select('id').where('report_id', '=', reportId).execute();
    expect(rows).toEqual([]);
  });

  it('refuses an upload with no file', async () => {
    const reportId = await openReport();
    const res = await postMultipart(t.app, ops, url(reportId), [{ name: 'note', value: 'x' }]);
    expect(res.statusCode).toBe(400);
  });
});

describe('transcripts: access', () => {
  it('answers lenders 403 and unknown reports and modules 404', async () => {
    const reportId = await openReport();
    expect((await call(t.app, officer, 'GET', url(reportId))).statusCode).toBe(403);
    expect(
      (await upload(reportId, [{ filename: 'c.txt', bytes: Buffer.from(corpusText('clean.txt')) }], officer))
        .statusCode,
    ).toBe(403);
    const unknown = '00000000-0000-4000-8000-000000000047';
    expect((await call(t.app, ops, 'GET', url(unknown))).statusCode).toBe(404);
    expect((await call(t.app, ops, 'POST', url(reportId, `/modules/${unknown}/confirm`))).statusCode).toBe(404);
    expect(
      (
        await call(t.app, ops, 'POST', url(reportId, '/corrections'), {
          form: '1120',
          period: '2024',
          fact: 'filed',
          value: false,
          reason: 'no transcript yet',
        })
      ).statusCode,
    ).toBe(404);
  });
});
