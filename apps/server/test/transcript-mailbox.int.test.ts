import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ReportTranscripts, TranscriptMailbox, TranscriptMailboxItem } from '@taxlens/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CORPUS_DIR } from '../../../packages/transcripts/corpus/corpus-files.js';
import { createClient, createOrder } from '../src/demo/seed/factories.js';
import {
  createMailboxListCleanupJob,
  createTranscriptMailboxTask,
  createTranscriptReadTask,
  createTranscriptRetentionJob,
} from '../src/modules/transcripts/index.js';
import { createJobRunner } from '../src/platform/jobs/runner.js';
import { postMultipart } from './support/order-upload.js';
import { storedZip } from './support/stored-zip.js';
import { call, createTestApp, lenderIdByName, openSession, type Session, type TestApp } from './support/test-app.js';

// Decision 283: a mailbox ZIP filed module by module under the one open report each matches; the rest listed.
let t: TestApp;
let acme: string;
let beacon: string;
let ops: Session;
let officer: Session;
let placedBy: string;

const corpus = (path: string) => readFileSync(join(CORPUS_DIR, path));
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  t = await createTestApp({ env: { TRANSCRIPT_RETENTION_DAYS: '1' } });
  acme = await lenderIdByName(t.db, 'Acme Capital');
  beacon = await lenderIdByName(t.db, 'Beacon Bank');
  ops = await openSession(t.app, 'ops.admin', null);
  officer = await openSession(t.app, 'loan.officer', 'Acme Capital');
  placedBy = (
    await t.db.selectFrom('users').select('id').where('username', '=', 'loan.officer').executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => t.close());

const runner = () =>
  createJobRunner({
    db: t.db,
    clock: t.app.ctx.clock,
    log: t.app.log,
    jobs: [],
    tasks: [createTranscriptMailboxTask(t.app.ctx), createTranscriptReadTask(t.app.ctx)],
  });

let serial = 0;
/** An open report of a new client of the lender: a business by default, a person when names are given. */
async function openReport(
  lenderId: string,
  client: { taxId: string; businessName: string; firstName?: string; lastName?: string },
): Promise<string> {
  const c = await createClient(
    t.db,
    { piiKey: t.config.piiKey },
    {
      lenderId,
      clientType: client.firstName ? 'individual' : 'llc',
      ...client,
      // The digits before the last four change per client: transcripts show only the last four.
      taxId: `${client.taxId.slice(0, 2)}${String(++serial).padStart(3, '0')}${client.taxId.slice(-4)}`,
    },
  );
  // Placed before the corpus's IRS answers (2026-03-02): they came for this order (decision 283).
  const order = await createOrder(t.db, {
    lenderId,
    clientId: c.id,
    placedBy,
    createdAt: new Date('2026-03-01T15:00:00Z'),
  });
  return order.reportId!;
}

const uploadMailbox = (bytes: Uint8Array, filename = 'mailbox.zip') =>
  postMultipart(t.app, ops, '/api/ops/transcripts/mailboxes', [{ name: 'files', filename, bytes }]);

async function fileMailbox(bytes: Uint8Array): Promise<TranscriptMailbox> {
  const res = await uploadMailbox(bytes);
  expect(res.statusCode, res.body).toBe(202);
  await runner().runTasks();
  // The filed files' reading was queued by the mailbox job: the per-report read runs next.
  await runner().runTasks();
  const list = await call(t.app, ops, 'GET', '/api/ops/transcripts/mailboxes');
  expect(list.statusCode, list.body).toBe(200);
  return (list.json().mailboxes as TranscriptMailbox[]).find((m) => m.id === res.json().id)!;
}

const items = async () => {
  const res = await call(t.app, ops, 'GET', '/api/ops/transcripts/mailbox-items');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items as TranscriptMailboxItem[];
};
const transcriptsOf = async (reportId: string) =>
  (await call(t.app, ops, 'GET', `/api/ops/reports/${reportId}/transcripts`)).json() as ReportTranscripts;
const auditOf = (action: string) => t.db.selectFrom('audit_log').selectAll().where('action', '=', action).execute();

describe('mailbox filing (decision 283)', () => {
  it('files each module under its one open report and lists the ambiguous, the unmatched and the refused', async () => {
    // EXAM FABR CO, EIN ending 9876: one open report. JONA SMIT, SSN ending 6789: a client of Acme and of Beacon.
    const exam = await openReport(acme, { taxId: '311119876', businessName: 'Exam Fabrication Co' });
    const smithAcme = await openReport(acme, {
      taxId: '400006789',
      businessName: 'Jonathan Smith',
      firstName: 'Jonathan',
      lastName: 'Smith',
    });
    const smithBeacon = await openReport(beacon, {
      taxId: '400006789',
      businessName: 'Jonathan Smith',
      firstName: 'Jonathan',
      lastName: 'Smith',
    });
    const box = await fileMailbox(corpus('zip/mailbox.zip'));
    expect(box).toMatchObject({ status: 'DONE', progress: { files: 4, done: 4 }, filed: 1, listed: 3, refusal: null });
    // The ZIP's bytes are gone once filed.
    const stored = await t.db
      .selectFrom('transcript_mailboxes')
      .select('content_sealed')
      .where('id', '=', box.id)
      .executeTakeFirstOrThrow();
    expect(stored.content_sealed).toBeNull();

    // Filed as a per-report upload is: read under the report, ready for review.
    const view = await transcriptsOf(exam);
    expect(view.files).toEqual([
      expect.objectContaining({ fileName: '100000000001-1-9876.html', status: 'READ', refusal: null }),
    ]);
    expect(view.modules).toEqual([expect.objectContaining({ form: '941', taxPeriod: '2024-09-30', status: 'READY' })]);
    expect(await auditOf('TRANSCRIPTS_FILED_FROM_MAILBOX')).toEqual([
      expect.objectContaining({ target_id: exam, details: expect.objectContaining({ mailboxId: box.id }) }),
    ]);
    // Nothing went to either Smith report: the match was not unique.
    expect((await transcriptsOf(smithAcme)).files).toEqual([]);
    expect((await transcriptsOf(smithBeacon)).files).toEqual([]);

    const listed = (await items()).filter((i) => i.mailboxId === box.id);
    expect(listed.map((i) => [i.source, i.reason])).toEqual([
      ['100000000002-1-9876.pdf', 'AMBIGUOUS'],
      ['notes/100000000003-1-6789.txt', 'AMBIGUOUS'],
      ['readme.txt', 'REFUSED'],
    ]);
    const ambiguous = listed[0]!;
    expect(ambiguous.candidates.map((c) => c.reportId).sort()).toEqual([smithAcme, smithBeacon].sort());
    expect(ambiguous.detail).toContain('Jonathan Smith (Acme Capital); Jonathan Smith (Beacon Bank)');
    expect(ambiguous).toMatchObject({ form: '1040', tin: 'XXX-XX-6789', name: 'JONA SMIT' });
    expect(listed[2]!.detail).toContain('no account transcript');
    // The list is sealed with the PII key: neither the masked name nor the file is stored in the clear.
    const rows = await t.db
      .selectFrom('transcript_mailbox_items')
      .selectAll()
      .where('mailbox_id', '=', box.id)
      .execute();
    for (const row of rows) {
      expect(row.item_sealed.startsWith('v1:')).toBe(true);
      expect(row.item_sealed).not.toContain('JONA');
      if (row.content_sealed) expect(Buffer.from(row.content_sealed).includes(Buffer.from('JONA SMIT'))).toBe(false);
    }
    expect(rows.find((r) => r.reason === 'REFUSED')!.content_sealed).toBeNull();
    expect(await auditOf('TRANSCRIPT_MAILBOX_LIST_VIEWED')).not.toEqual([]);

    // The operator files one to a report of their choosing: the client must be the transcript's.
    const wrong = await call(t.app, ops, 'POST', `/api/ops/transcripts/mailbox-items/${ambiguous.id}/file`, {
      reportId: exam,
    });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().messages[0].value).toContain("its client is not this transcript's");
    expect((await transcriptsOf(exam)).files).toHaveLength(1);

    const filed = await call(t.app, ops, 'POST', `/api/ops/transcripts/mailbox-items/${ambiguous.id}/file`, {
      reportId: smithBeacon,
    });
    expect(filed.statusCode, filed.body).toBe(200);
    await runner().runTasks();
    const beaconView = await transcriptsOf(smithBeacon);
    expect(beaconView.files).toEqual([
      expect.objectContaining({ fileName: '100000000002-1-9876.pdf', status: 'READ' }),
    ]);
    expect(beaconView.modules).toEqual([expect.objectContaining({ form: '1040', status: 'READY' })]);
    expect(await auditOf('TRANSCRIPT_MAILBOX_ITEM_FILED')).toEqual([
      expect.objectContaining({ target_id: smithBeacon, user_id: expect.any(String) }),
    ]);
    const twice = await call(t.app, ops, 'POST', `/api/ops/transcripts/mailbox-items/${ambiguous.id}/file`, {
      reportId: smithAcme,
    });
    expect(twice.statusCode).toBe(409);

    // Discarded: off the list, its bytes gone, audited. A refused file cannot be filed, only discarded.
    const refusedFile = await call(t.app, ops, 'POST', `/api/ops/transcripts/mailbox-items/${listed[2]!.id}/file`, {
      reportId: exam,
    });
    expect(refusedFile.statusCode).toBe(409);
    const discard = await call(t.app, ops, 'POST', `/api/ops/transcripts/mailbox-items/${listed[1]!.id}/discard`);
    expect(discard.statusCode, discard.body).toBe(200);
    expect((await items()).map((i) => i.id)).toEqual([listed[2]!.id]);
    const gone = await t.db
      .selectFrom('transcript_mailbox_items')
      .select(['status', 'content_sealed', 'decided_by'])
      .where('id', '=', listed[1]!.id)
      .executeTakeFirstOrThrow();
    expect(gone).toMatchObject({ status: 'DISCARDED', content_sealed: null, decided_by: expect.any(String) });
    expect(await auditOf('TRANSCRIPT_MAILBOX_ITEM_DISCARDED')).toHaveLength(1);
    expect(
      (await call(t.app, ops, 'POST', `/api/ops/transcripts/mailbox-items/${listed[1]!.id}/discard`)).statusCode,
    ).toBe(409);

    // 30 days after it was listed, the list forgets it.
    await createMailboxListCleanupJob().run(t.db, new Date(Date.now() + 29 * DAY));
    expect(await items()).toHaveLength(1);
    await createMailboxListCleanupJob().run(t.db, new Date(Date.now() + 31 * DAY));
    expect(await items()).toEqual([]);
    const left = await t.db.selectFrom('transcript_mailboxes').select('id').where('id', '=', box.id).execute();
    expect(left).toEqual([]);
  }, 120_000);

  it('lists a module no open report matches as unmatched, with the reason', async () => {
    const other = corpus('text/clean.txt').toString('utf8').replace('XX-XXX9876', 'XX-XXX1357');
    const box = await fileMailbox(storedZip([{ name: '100000000009-1-1357.txt', bytes: other }]));
    expect(box).toMatchObject({ status: 'DONE', filed: 0, listed: 1 });
    const [item] = (await items()).filter((i) => i.mailboxId === box.id);
    expect(item).toMatchObject({
      reason: 'UNMATCHED',
      detail: "No open report's client has a tax id ending in 1357 and a name beginning EXAM FABR CO.",
      candidates: [],
    });
  });

  it('refuses a mailbox that is not a ZIP, or a ZIP the import rules refuse, filing and listing nothing', async () => {
    for (const [bytes, words] of [
      [Buffer.from(corpus('text/clean.txt')), 'A mailbox is a ZIP'],
      [corpus('zip/nested.zip'), 'another archive'],
      [corpus('zip/traversal.zip'), 'out of its folder'],
      [corpus('zip/bomb.zip'), 'larger than 10 MB'],
    ] as const) {
      const box = await fileMailbox(bytes);
      expect(box).toMatchObject({
        status: 'REFUSED',
        filed: 0,
        listed: 0,
        refusal: { detail: expect.stringContaining(words) },
      });
      const rows = await t.db
        .selectFrom('transcript_mailbox_items')
        .select('id')
        .where('mailbox_id', '=', box.id)
        .execute();
      expect(rows).toEqual([]);
    }
  });

  it('answers lenders 403, an unknown item 404, and a mailbox upload without a file 400', async () => {
    expect((await call(t.app, officer, 'GET', '/api/ops/transcripts/mailbox-items')).statusCode).toBe(403);
    const unknown = '00000000-0000-4000-8000-000000000283';
    const res = await call(t.app, ops, 'POST', `/api/ops/transcripts/mailbox-items/${unknown}/discard`);
    expect(res.statusCode).toBe(404);
    const empty = await postMultipart(t.app, ops, '/api/ops/transcripts/mailboxes', [{ name: 'note', value: 'x' }]);
    expect(empty.statusCode).toBe(400);
  });
});

describe('retention of transcript files (TRANSCRIPT_RETENTION_DAYS, decision 283)', () => {
  it("deletes the files a set time after the report's completion and keeps the facts and evidence", async () => {
    const reportId = await openReport(acme, { taxId: '312229876', businessName: 'Exam Fabrication Co' });
    const res = await postMultipart(t.app, ops, `/api/ops/reports/${reportId}/transcripts`, [
      { name: 'files', filename: 'lien.txt', bytes: corpus('text/lien.txt') },
    ]);
    expect(res.statusCode, res.body).toBe(202);
    await runner().runTasks();
    const done = await call(t.app, ops, 'POST', `/api/ops/reports/${reportId}/transcripts/complete`);
    expect(done.statusCode, done.body).toBe(200);
    const content = async () =>
      (
        await t.db
          .selectFrom('transcript_files')
          .select('content_sealed')
          .where('report_id', '=', reportId)
          .executeTakeFirstOrThrow()
      ).content_sealed;
    const job = createTranscriptRetentionJob(t.config.transcriptRetentionDays);
    await job.run(t.db, new Date(Date.now() + DAY / 2));
    expect(await content()).not.toBeNull();
    await job.run(t.db, new Date(Date.now() + 2 * DAY));
    expect(await content()).toBeNull();
    // The derived facts and the lender's evidence lines stay.
    const view = await transcriptsOf(reportId);
    expect(view.modules).toEqual([expect.objectContaining({ status: 'READY', form: '941' })]);
    const evidence = await call(t.app, officer, 'GET', `/api/reports/${reportId}/evidence`);
    expect(evidence.statusCode, evidence.body).toBe(200);
    expect(evidence.json().periods[0].lines).toContainEqual(expect.stringContaining('Lien filed'));
  });

  it('defaults to seven years (2557 days)', async () => {
    const { testConfig } = await import('./support/test-app.js');
    expect(testConfig().transcriptRetentionDays).toBe(2557);
  });
});
