import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDesignee } from '../src/demo/seed/factories.js';
import { createClientImportTask } from '../src/modules/imports/import-job.js';
import { createImportOrderTask } from '../src/modules/imports/order-job.js';
import { readFormsZip } from '../src/modules/imports/read-forms-zip.js';
import { sweepExpiredState } from '../src/platform/housekeeping.js';
import { claimJob, type JobTools, jobTools } from '../src/platform/jobs/one-off.js';
import { createJobRunner } from '../src/platform/jobs/runner.js';
import { sweepOrphanFiles } from '../src/platform/storage/orphan-files.js';
import { createMovableClock } from './support/movable-clock.js';
import { postMultipart } from './support/order-upload.js';
import { call, createTestApp, openSession, type Session, type TestApp } from './support/test-app.js';

// Decision 206: a ZIP of signed 8821s uploaded with the sheet, matched to rows by file name.
const FIXTURES = join(import.meta.dirname, 'fixtures/imports');
const zip = (name: string) => readFileSync(join(FIXTURES, name));
const clock = createMovableClock(new Date());
let t: TestApp;
let officer: Session;

beforeAll(async () => {
  t = await createTestApp({ clock });
  officer = await openSession(t.app, 'loan.officer', 'Acme Capital');
});
afterAll(() => t.close());

const HEADER = 'Client Type,Legal Name,EIN,Street,City,State,Zip,Phone,Loan Number,8821 File';
const row = (name: string, ein: string, file: string, ref = name) =>
  `LLC,${name},${ein},1 Main St,Columbus,OH,43004,614-555-0100,${ref},${file}`;
const sheet = (lines: string[]) => Buffer.from([HEADER, ...lines].join('\n'));
const upload = (csv: Buffer, forms?: Buffer, session: Session = officer) =>
  postMultipart(t.app, session, '/api/imports', [
    { name: 'file', filename: 'portfolio.csv', bytes: csv },
    ...(forms ? [{ name: 'forms', filename: 'signed-8821s.zip', bytes: forms }] : []),
  ]);
const runner = () =>
  createJobRunner({
    db: t.db,
    clock,
    log: t.app.log,
    jobs: [],
    tasks: [createClientImportTask(t.app.ctx), createImportOrderTask(t.app.ctx)],
  });
const issuesOn = (
  body: { issues: { row: number; column: string; message: string; severity: string }[] },
  rowNumber: number,
) => body.issues.filter((i) => i.row === rowNumber).map((i) => `${i.severity} ${i.column}: ${i.message}`);

async function storedKeys(): Promise<string[]> {
  const keys: string[] = [];
  for await (const file of t.app.ctx.storage.list()) keys.push(file.key);
  return keys.sort();
}

describe('client import with a ZIP of signed 8821s', () => {
  it('matches PDFs to rows by file name, explains the ones it cannot use, and gives each imported client its 8821 as an upload would', async () => {
    const res = await upload(
      sheet([
        row('Alder Goods LLC', '46-1000001', 'alder-8821.PDF'), // case and folder do not matter
        row('Birch Inc', '46-1000002', 'birch-8821'), // ".pdf" may be left out
        row('Cedar LLC', '46-1000003', 'notes.pdf'), // a text file named .pdf
        row('Dune LLC', '46-1000004', 'missing.pdf'),
        row('Elm LLC', '46-1000005', ''),
        row('Fir LLC', '46-1000006', 'birch-8821.pdf'), // the same form twice
      ]),
      zip('forms-valid.zip'),
    );
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.forms).toEqual({ fileName: 'signed-8821s.zip', count: 2 });
    expect(body.mapping.formFile).toBe(9);
    expect(issuesOn(body, 2)).toEqual([]);
    expect(issuesOn(body, 3)).toEqual([]);
    expect(issuesOn(body, 4)).toEqual(['error 8821 file: Not the right file type: notes.pdf is not a PDF.']);
    expect(issuesOn(body, 5)).toEqual(['error 8821 file: The ZIP of 8821s has no file named missing.pdf.']);
    expect(issuesOn(body, 6)).toEqual([
      'warning 8821 file: No 8821 file is named on this row: the client is imported without an 8821.',
    ]);
    expect(issuesOn(body, 7)).toEqual([
      'error 8821 file: The 8821 birch-8821.pdf is also named on row 3; each client needs its own.',
    ]);
    expect(body.counts).toMatchObject({ valid: 2, warning: 1, error: 3 });
    // Nothing of the lender's data yet: the PDFs are staged, no stored_files row, no client.
    expect(
      await t.db.selectFrom('clients').select('id').where('business_name', '=', 'Alder Goods LLC').execute(),
    ).toEqual([]);
    const staged = await t.db
      .selectFrom('import_files')
      .select(['match_name', 'storage_key', 'problem'])
      .where('import_id', '=', body.id)
      .orderBy('match_name')
      .execute();
    expect(staged.map((f) => [f.match_name, f.storage_key !== null, f.problem !== null])).toEqual([
      ['alder-8821.pdf', true, false],
      ['birch-8821.pdf', true, false],
      ['notes.pdf', false, true],
    ]);
    expect(
      await t.db
        .selectFrom('stored_files')
        .select('id')
        .where(
          'storage_key',
          'in',
          staged.flatMap((f) => (f.storage_key ? [f.storage_key] : [])),
        )
        .execute(),
    ).toEqual([]);

    expect((await call(t.app, officer, 'POST', `/api/imports/${body.id}/confirm`)).statusCode).toBe(200);
    await runner().runTasks();
    const done = (await call(t.app, officer, 'GET', `/api/imports/${body.id}`)).json();
    expect(done.result).toMatchObject({ created: 3, failed: 3 });
    const byName = Object.fromEntries(
      done.result.clients.map((c: { businessName: string; clientId: string }) => [c.businessName, c.clientId]),
    );

    // The client page shows the form and downloads the very PDF of the ZIP.
    const alder = (await call(t.app, officer, 'GET', `/api/clients/${byName['Alder Goods LLC']}`)).json();
    expect(alder.form8821).toMatchObject({ originalName: 'Alder-8821.pdf' });
    const elm = (await call(t.app, officer, 'GET', `/api/clients/${byName['Elm LLC']}`)).json();
    expect(elm.form8821).toBeNull();
    const audit = await t.db
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'CLIENT_8821_REPLACED')
      .where('target_id', '=', byName['Birch Inc'])
      .execute();
    expect(audit.map((a) => a.details)).toEqual([expect.objectContaining({ importId: body.id })]);

    // Ordering with the 8821 on file works for them.
    const formData = (await call(t.app, officer, 'GET', `/api/formdata/${byName['Birch Inc']}/place-order`)).json();
    expect(formData.formOnFile).toMatchObject({ originalName: 'birch-8821.pdf' });
    expect(
      (await call(t.app, officer, 'POST', `/api/imports/${body.id}/order`, { product: 'TAXLENS:NEXT_DAY' })).statusCode,
    ).toBe(202);
    await runner().runTasks();
    const ordered = (await call(t.app, officer, 'GET', `/api/imports/${body.id}`)).json().result.orders;
    expect(ordered).toEqual({ ordered: 2, withoutForm: 1, failed: 0, done: true });
  });

  it('refuses an unsafe or oversized ZIP with a sentence and keeps nothing of it', async () => {
    const before = await storedKeys();
    const imports = await t.db.selectFrom('imports').select('id').execute();
    const cases: [string, number, RegExp][] = [
      ['forms-traversal.zip', 400, /path that leads out of its folder \(\.\.\/evil\.pdf\)/],
      ['forms-absolute.zip', 400, /absolute path \(\/tmp\/evil\.pdf\)/],
      ['forms-nested.zip', 400, /holds another archive \(more\/inner\.zip\)/],
      ['forms-symlink.zip', 400, /holds a link \(link\.pdf\)/],
      ['forms-encrypted.zip', 400, /locked\.pdf in the ZIP is protected by a password/],
      ['forms-bomb.zip', 413, /bomb\.pdf in the ZIP is larger than 10 MB/],
      ['forms-bomb-lying.zip', 400, /does not match the size its header states/], // counted, not trusted
    ];
    for (const [name, status, sentence] of cases) {
      const res = await upload(sheet([row('Safe LLC', '46-1000010', 'birch-8821.pdf')]), zip(name));
      expect(res.statusCode, `${name}: ${res.body}`).toBe(status);
      expect(res.json().messages[0].value, name).toMatch(sentence);
    }
    const notZip = await upload(sheet([row('Safe LLC', '46-1000010', 'x.pdf')]), Buffer.from('not a zip at all'));
    expect(notZip.statusCode).toBe(400);
    expect(notZip.json().messages[0].value).toMatch(/not a readable ZIP/);
    expect(await storedKeys()).toEqual(before);
    expect(await t.db.selectFrom('imports').select('id').execute()).toHaveLength(imports.length);
  });

  it('counts entries and inflated bytes itself', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'forms-zip-test-'));
    try {
      const path = join(folder, 'forms.zip');
      await writeFile(path, zip('forms-valid.zip'));
      await expect(
        readFormsZip(path, t.app.ctx.storage, { maxEntries: 2, maxEntryBytes: 10_000_000, maxTotalBytes: 100_000_000 }),
      ).rejects.toMatchObject({ status: 413, message: expect.stringMatching(/more than 2 files/) });
      await expect(
        readFormsZip(path, t.app.ctx.storage, { maxEntries: 100, maxEntryBytes: 10_000_000, maxTotalBytes: 500 }),
      ).rejects.toMatchObject({ status: 413, message: expect.stringMatching(/expands to more than/) });
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('warns when a row names a form but no ZIP came', async () => {
    const body = (await upload(sheet([row('Solo LLC', '46-1000020', 'solo.pdf')]))).json();
    expect(body.forms).toBeNull();
    expect(issuesOn(body, 2)).toEqual([
      'warning 8821 file: No ZIP of 8821s was uploaded, so solo.pdf is not on file: the client is imported without an 8821.',
    ]);
  });

  it('deletes the staged PDFs no client was given once the import’s day is over', async () => {
    const body = (
      await upload(sheet([row('Late LLC', '46-1000030', 'birch-8821.pdf')]), zip('forms-valid.zip'))
    ).json();
    const keys = (
      await t.db.selectFrom('import_files').select('storage_key').where('import_id', '=', body.id).execute()
    ).flatMap((f) => (f.storage_key ? [f.storage_key] : []));
    expect(keys).toHaveLength(2);
    const later = new Date(Date.now() + 2 * 3_600_000);
    expect(await sweepOrphanFiles(t.db, t.app.ctx.storage, later)).not.toEqual(expect.arrayContaining([keys[0]])); // still named by the import
    await sweepExpiredState(t.db, new Date(clock.now().getTime() + 25 * 3_600_000));
    expect(
      await t.db.selectFrom('import_files').select('match_name').where('import_id', '=', body.id).execute(),
    ).toEqual([]);
    expect(await sweepOrphanFiles(t.db, t.app.ctx.storage, later)).toEqual(expect.arrayContaining(keys));
    officer = await openSession(t.app, 'loan.officer', 'Acme Capital'); // the day-later sweep ended the old session
  });
});

describe('client import racing Create Client', () => {
  it('a client created with a row’s tax id while the import runs fails only that row', async () => {
    const body = (
      await upload(
        sheet([
          row('Race One LLC', '47-2000001', ''),
          row('Race Two LLC', '47-2000002', ''),
          row('Race Three LLC', '47-2000003', ''),
        ]),
      )
    ).json();
    expect(body.counts).toMatchObject({ error: 0 });
    await call(t.app, officer, 'POST', `/api/imports/${body.id}/confirm`);

    // The batch is planned; before it writes, another user creates the second row's client.
    const job = (await claimJob(t.db, ['client-import'], clock.now()))!;
    const tools = jobTools(t.db, job, () => clock.now());
    let raced = false;
    const racing: JobTools = {
      ...tools,
      checkpoint: async (work) => {
        if (!raced) {
          raced = true;
          const created = await call(t.app, officer, 'POST', '/api/neoclients/create', {
            clientType: 'llc',
            businessName: 'Typed By Hand LLC',
            ein: '47-2000002',
            phone: '614-555-0199',
            addressLine1: '2 Side St',
            city: 'Columbus',
            state: 'OH',
            zip: '43004',
          });
          expect(created.statusCode, created.body).toBe(201);
        }
        return tools.checkpoint(work);
      },
    };
    await createClientImportTask(t.app.ctx).run(t.db, job, racing);

    const done = (await call(t.app, officer, 'GET', `/api/imports/${body.id}`)).json();
    expect(done.status).toBe('DONE');
    expect(done.result).toMatchObject({ created: 2, failed: 1 });
    const failed = await t.db
      .selectFrom('import_rows')
      .select(['row_number', 'message'])
      .where('import_id', '=', body.id)
      .where('outcome', '=', 'FAILED')
      .execute();
    expect(failed).toEqual([
      {
        row_number: 3,
        message: 'Tax id: A client with this tax id was created while the import ran; this row was not imported.',
      },
    ]);
    const named = await t.db
      .selectFrom('clients')
      .select('business_name')
      .where('business_name', 'like', '%LLC')
      .where((w) => w.or([w('business_name', 'like', 'Race%'), w('business_name', '=', 'Typed By Hand LLC')]))
      .orderBy('business_name')
      .execute();
    expect(named.map((c) => c.business_name)).toEqual(['Race One LLC', 'Race Three LLC', 'Typed By Hand LLC']);
  });
});

describe('client import: the Designee column', () => {
  it('names one of the lender’s designees (by name or CAF number) on new clients, explains an unknown one, and leaves existing clients’ designee alone', async () => {
    const acme = (
      await t.db.selectFrom('lenders').select('id').where('company_name', '=', 'Acme Capital').executeTakeFirstOrThrow()
    ).id;
    const designee = await createDesignee(t.db, { lenderId: acme, name: 'Dana Import, CPA', cafNumber: '4321-54321R' });
    const header = 'Client Type,Legal Name,EIN,Street,City,State,Zip,Phone,Designee';
    const line = (name: string, ein: string, who: string) =>
      `LLC,${name},${ein},1 Main St,Columbus,OH,43004,614-555-0100,"${who}"`;
    const body = (
      await upload(
        Buffer.from(
          [
            header,
            line('Named LLC', '48-3000001', 'dana import, cpa'),
            line('By CAF LLC', '48-3000002', '4321-54321R'),
            line('Unknown LLC', '48-3000003', 'Nobody Known'),
          ].join('\n'),
        ),
      )
    ).json();
    expect(body.mapping.designee).toBe(8);
    expect(issuesOn(body, 4)).toEqual([
      'error Designee: No designee is named "Nobody Known". Add them under Designees first, or leave the cell empty.',
    ]);
    expect(body.counts).toMatchObject({ valid: 2, error: 1 });
    await call(t.app, officer, 'POST', `/api/imports/${body.id}/confirm`);
    await runner().runTasks();
    const made = await t.db
      .selectFrom('clients')
      .select(['business_name', 'designee_id'])
      .where('business_name', 'in', ['Named LLC', 'By CAF LLC'])
      .orderBy('business_name')
      .execute();
    expect(made).toEqual([
      { business_name: 'By CAF LLC', designee_id: designee.id },
      { business_name: 'Named LLC', designee_id: designee.id },
    ]);

    const again = (
      await upload(Buffer.from([header, line('Named LLC', '48-3000001', 'Dana Import, CPA')].join('\n')))
    ).json();
    const updating = (
      await call(t.app, officer, 'PUT', `/api/imports/${again.id}/settings`, {
        mapping: again.mapping,
        existing: 'update',
      })
    ).json();
    expect(issuesOn(updating, 2)).toContain(
      'warning Designee: An existing client keeps its designee; change it on the client page.',
    );
  });
});
