import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createStoredFile } from '../src/demo/seed/factories.js';
import { createClientImportTask } from '../src/modules/imports/import-job.js';
import { createImportOrderTask } from '../src/modules/imports/order-job.js';
import { checkXlsxInflation } from '../src/modules/imports/read-xlsx.js';
import { sweepExpiredState } from '../src/platform/housekeeping.js';
import { claimJob, JOB_LEASE_MS, type JobTools, jobTools } from '../src/platform/jobs/one-off.js';
import { createJobRunner } from '../src/platform/jobs/runner.js';
import { createMovableClock } from './support/movable-clock.js';
import { postMultipart } from './support/order-upload.js';
import { call, createTestApp, lenderIdByName, openSession, type Session, type TestApp } from './support/test-app.js';

const FIXTURES = join(import.meta.dirname, 'fixtures/imports');
const clock = createMovableClock(new Date());
let t: TestApp;
let officer: Session;
let acme: string;

beforeAll(async () => {
  t = await createTestApp({ clock });
  officer = await openSession(t.app, 'loan.officer', 'Acme Capital');
  acme = await lenderIdByName(t.db, 'Acme Capital');
});
afterAll(() => t.close());

const upload = (bytes: Buffer, filename: string, session = officer, fields: Record<string, string> = {}) =>
  postMultipart(t.app, session, '/api/imports', [
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    { name: 'file', filename, bytes },
  ]);
const csv = (lines: string[]) => Buffer.from(lines.join('\n'));
const runner = () =>
  createJobRunner({
    db: t.db,
    clock,
    log: t.app.log,
    jobs: [],
    tasks: [createClientImportTask(t.app.ctx), createImportOrderTask(t.app.ctx)],
  });
const HEADER = 'Client Type,Legal Name,First Name,Last Name,EIN,SSN,Street,City,State,Zip,Phone,Loan Number,Monitoring';

async function xlsx(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Clients');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('client import: upload, mapping and preview', () => {
  it('guesses the mapping, checks every row by the Create Client rules and the batch rules, and explains each problem', async () => {
    await createClient(t.db, { piiKey: t.config.piiKey }, { lenderId: acme, clientType: 'llc', taxId: '451111111' });
    const res = await upload(
      csv([
        HEADER,
        'LLC,Alder Goods LLC,,,46-1234567,,1 Main St,Columbus,OH,43004,614-555-0100,LN-1,MONTHLY',
        'Individual,,Ann,Ames,,912-70-1234,2 Oak St,Dayton,OH,45402,,LN-2,', // an ITIN
        'Corporation,Birch Inc,,,11234567,,3 Elm St,Akron,OH,4301,330-555-0102,LN-3,', // zeros lost by Excel
        'LLC,Again LLC,,,46-1234567,,4 Pine St,Toledo,OH,43604,419-555-0103,LN-4,', // twice in the file
        'LLC,Known LLC,,,45-1111111,,5 Ash St,Parma,OH,44129,216-555-0104,LN-5,', // already a client
        'Widget,Odd Co,,,47-1234567,,6 Fir St,Canton,OH,44702,330-555-0105,,',
        'LLC,Bad Prefix LLC,,,07-1234567,,7 Yew St,Kent,OH,44240,330-555-0106,,',
        'Individual,,Bo,Bell,,666-12-3456,8 Bay St,Kent,OH,44240,,,',
        ',,,,,,,,,,,,',
        'LLC,"Two\nLines LLC",,,48-1234567,,9 Bay St,Kent,XX,44240,330-555-0107,,',
      ]),
      'portfolio.csv',
    );
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ format: 'csv', encoding: 'UTF-8', rowCount: 10, status: 'PREVIEWED' });
    expect(body.mapping).toMatchObject({
      clientType: 0,
      businessName: 1,
      firstName: 2,
      lastName: 3,
      ein: 4,
      ssn: 5,
      addressLine1: 6,
      city: 7,
      state: 8,
      zip: 9,
      phone: 10,
      referenceId: 11,
      monitoringFrequency: 12,
    });
    expect(body.counts).toEqual({ valid: 2, warning: 2, error: 5, existing: 1 });
    const on = (row: number) =>
      body.issues
        .filter((i: { row: number }) => i.row === row)
        .map((i: { column: string; message: string }) => `${i.column}: ${i.message}`);
    expect(on(2)).toEqual([]);
    expect(on(3)).toEqual([]);
    expect(on(4)).toEqual([
      'EIN: Leading zeros were restored: 11234567 became 011234567. Check that this is the right EIN.',
      'ZIP: A leading zero was restored: 4301 became 04301.',
    ]);
    expect(on(5)).toEqual(['Tax id: This tax id is also on row 2; only the first row is imported.']);
    expect(on(6)).toEqual(['Tax id: Already a client: this row will be skipped.']);
    expect(on(7)[0]).toMatch(/^Client type: "Widget" is not a client type\. Use one of: Corporation, LLC/);
    expect(on(8)).toEqual(['EIN: This EIN prefix is not one the IRS assigns.']);
    expect(on(9)).toEqual(['SSN: This is not a valid SSN or ITIN.']);
    expect(on(10)).toEqual([]); // an empty row is passed over
    expect(on(11).join(' ')).toMatch(/State: Choose a US state/);
    // Nothing of the lender's data was written by the preview.
    expect(
      await t.db
        .selectFrom('clients')
        .select('id')
        .where('lender_id', '=', acme)
        .where('reference_id', 'is not', null)
        .execute(),
    ).toEqual([]);
  });

  it('reads UTF-16 and Windows-1252 files with semicolons and tabs, and maps their own header words', async () => {
    const utf16 = await upload(readFileSync(join(FIXTURES, 'utf16le-semicolon.csv')), 'utf16.csv');
    expect(utf16.statusCode).toBe(201);
    expect(utf16.json()).toMatchObject({
      encoding: 'UTF-16LE',
      headers: ['Client Type', 'Legal Name', 'EIN', 'Street', 'City', 'State', 'Zip', 'Phone'],
      counts: { valid: 2, error: 0 },
    });
    const latin = await upload(readFileSync(join(FIXTURES, 'windows-1252-tab.csv')), 'latin.csv');
    expect(latin.statusCode).toBe(201);
    expect(latin.json()).toMatchObject({
      encoding: 'windows-1252',
      counts: { valid: 2, error: 0 },
      mapping: { clientType: 0, businessName: 1, ein: 2, phone: 7 },
    });
  });

  it('refuses what is not a client list with a sentence, and writes nothing', async () => {
    const before = Number((await sql<{ n: string }>`select count(*) as n from imports`.execute(t.db)).rows[0]!.n);
    const cases: [Buffer, string, number, RegExp][] = [
      [readFileSync(join(FIXTURES, 'binary-named.csv')), 'clients.csv', 415, /not a spreadsheet: it is not text/],
      [
        Buffer.from('d0cf11e0a1b11ae1000000000000000000000000', 'hex'),
        'clients.xlsx',
        415,
        /Excel 97-2003 workbook \(\.xls\)\. Save it as \.xlsx or \.csv/,
      ],
      // A broken ZIP is a broken workbook whatever its name (decision 264: read by content).
      [Buffer.from('PK\u0003\u0004junk'), 'clients.ods', 400, /not a readable XLSX workbook/],
      [csv([HEADER]), 'header-only.csv', 400, /has headers but no rows/],
      [readFileSync(join(FIXTURES, 'rows-10001.xlsx')), 'big.xlsx', 413, /more than 10,000 rows/],
      [
        csv([HEADER, `LLC,"${'x'.repeat(5 * 1024 * 1024)}"`]),
        'huge-cell.csv',
        400,
        /larger than a spreadsheet cell can hold/,
      ],
      [Buffer.from('PK\u0003\u0004 not really a zip'), 'broken.xlsx', 400, /not a readable XLSX workbook/],
    ];
    for (const [bytes, name, status, message] of cases) {
      const res = await upload(bytes, name);
      expect(res.statusCode, name).toBe(status);
      expect(res.json().messages[0].value, name).toMatch(message);
    }
    expect(Number((await sql<{ n: string }>`select count(*) as n from imports`.execute(t.db)).rows[0]!.n)).toBe(before);
  });

  it('takes a formula cell by its saved result, makes one without a result a row error, and counts inflated XLSX bytes', async () => {
    const bytes = await xlsx([
      ['Client Type', 'Legal Name', 'EIN', 'Street', 'City', 'State', 'Zip', 'Phone'],
      [
        'LLC',
        { formula: 'CONCAT("Cal","c LLC")', result: 'Calc LLC' },
        '46-7234567',
        '1 Main St',
        'Columbus',
        'OH',
        '43004',
        '614-555-0100',
      ],
      [
        'LLC',
        { formula: 'CONCAT("No","Result")' },
        '46-8234567',
        '1 Main St',
        'Columbus',
        'OH',
        '43004',
        '614-555-0100',
      ],
    ]);
    const res = await upload(bytes, 'formulas.xlsx');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().counts).toMatchObject({ valid: 1, error: 1 });
    expect(res.json().issues[0]).toMatchObject({
      row: 3,
      column: 'Business name',
      message: expect.stringMatching(/formula without a saved result/),
    });

    const bomb = await xlsx([['Legal Name'], ['x'.repeat(2 * 1024 * 1024)]]);
    await expect(checkXlsxInflation(bomb, 1024 * 1024)).rejects.toMatchObject({ status: 400 });
  });

  it('answers 404 for another lender\u2019s import and 403 for a viewer', async () => {
    const id = (await upload(readFileSync(join(FIXTURES, 'utf16le-semicolon.csv')), 'mine.csv')).json().id;
    const beacon = await openSession(t.app, 'lender.admin', 'Beacon Bank', { noticesAccepted: true });
    expect((await call(t.app, beacon, 'GET', `/api/imports/${id}`)).statusCode).toBe(404);
    const viewer = await openSession(t.app, 'viewer', 'Acme Capital');
    expect((await call(t.app, viewer, 'GET', `/api/imports/${id}`)).statusCode).toBe(403);
  });
});

describe('client import: the job', () => {
  const rowsCsv = (count: number, prefix: string, from = 0) =>
    csv([
      HEADER,
      ...Array.from(
        { length: count },
        (_, i) =>
          `LLC,${prefix} ${i} LLC,,,5${String(from + i)
            .padStart(1, '0')
            .slice(-1)}-${String(3000000 + from + i)},,1 Main St,Columbus,OH,43004,614-555-0100,${prefix}-${i},`,
      ),
    ]);

  it('imports the valid rows, skipping or updating existing clients as chosen, with a result, a mail, an audit entry and the finished event', async () => {
    const first = (await upload(rowsCsv(3, 'FIRST'), 'first.csv')).json();
    expect((await call(t.app, officer, 'POST', `/api/imports/${first.id}/confirm`)).statusCode).toBe(200);
    await runner().runTasks();
    const done = (await call(t.app, officer, 'GET', `/api/imports/${first.id}`)).json();
    expect(done.status).toBe('DONE');
    expect(done.result).toMatchObject({ created: 3, updated: 0, skipped: 0, failed: 0 });
    expect(done.result.clients.map((c: { businessName: string }) => c.businessName)).toEqual([
      'FIRST 0 LLC',
      'FIRST 1 LLC',
      'FIRST 2 LLC',
    ]);

    // The same tax ids again with new addresses: update changes only the fields an import may change.
    const again = csv([
      HEADER,
      ...[0, 1, 2].map(
        (i) => `LLC,Renamed ${i} LLC,,,5${i}-${3000000 + i},,9 New Rd,Dayton,OH,45402,937-555-0199,NEW-${i},`,
      ),
    ]);
    const second = (await upload(again, 'second.csv')).json();
    const updated = await call(t.app, officer, 'PUT', `/api/imports/${second.id}/settings`, {
      mapping: second.mapping,
      existing: 'update',
    });
    expect(updated.json().counts).toMatchObject({ warning: 3, existing: 3 });
    await call(t.app, officer, 'POST', `/api/imports/${second.id}/confirm`);
    await runner().runTasks();
    expect((await call(t.app, officer, 'GET', `/api/imports/${second.id}`)).json().result).toMatchObject({
      created: 0,
      updated: 3,
    });
    const client = await t.db
      .selectFrom('clients')
      .select(['business_name', 'city', 'reference_id'])
      .where('id', '=', done.result.clients[0].clientId)
      .executeTakeFirstOrThrow();
    expect(client).toEqual({ business_name: 'FIRST 0 LLC', city: 'Dayton', reference_id: 'NEW-0' });

    const finished = await t.db
      .selectFrom('domain_events')
      .select('payload')
      .where('type', '=', 'import.finished')
      .execute();
    expect(finished.map((e) => e.payload)).toContainEqual(expect.objectContaining({ importId: first.id }));
    const outbox = await sql<{
      channel: string;
    }>`select channel from outbox where payload->>'subject' like '%client import%'`.execute(t.db);
    expect(outbox.rows.some((r) => r.channel === 'mail')).toBe(true);
    const audit = await t.db.selectFrom('audit_log').select('action').where('target_id', '=', first.id).execute();
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(['IMPORT_UPLOADED', 'IMPORT_STARTED', 'IMPORT_FINISHED']),
    );
  });

  it('a job killed mid-run resumes after its lease lapses and creates every client once', async () => {
    const imp = (await upload(rowsCsv(120, 'RESUME', 10), 'resume.csv')).json();
    expect(imp.counts).toMatchObject({ valid: 120 });
    await call(t.app, officer, 'POST', `/api/imports/${imp.id}/confirm`);

    // An instance takes the job, commits one batch, and dies before the next.
    const job = (await claimJob(t.db, ['client-import'], clock.now()))!;
    const tools = jobTools(t.db, job, () => clock.now());
    let batches = 0;
    const dying: JobTools = {
      ...tools,
      checkpoint: (work) => (++batches > 1 ? Promise.reject(new Error('killed')) : tools.checkpoint(work)),
    };
    await expect(createClientImportTask(t.app.ctx).run(t.db, job, dying)).rejects.toThrow('killed');
    await t.db
      .updateTable('imports')
      .set({ status: 'IMPORTING', finished_at: null })
      .where('id', '=', imp.id)
      .execute(); // the dead instance never marked it
    const partial = (await call(t.app, officer, 'GET', `/api/imports/${imp.id}`)).json();
    expect(partial.progress).toEqual({ done: 50, total: 120 });

    clock.advance(JOB_LEASE_MS + 1);
    await runner().runTasks();
    const result = (await call(t.app, officer, 'GET', `/api/imports/${imp.id}`)).json().result;
    expect(result).toMatchObject({ created: 120, failed: 0 });
    const made = await sql<{
      n: string;
      distinct_refs: string;
    }>`select count(*) as n, count(distinct reference_id) as distinct_refs from clients where reference_id like 'RESUME-%'`.execute(
      t.db,
    );
    expect([Number(made.rows[0]!.n), Number(made.rows[0]!.distinct_refs)]).toEqual([120, 120]);
  });

  it('keeps staged rows sealed, offers the error rows as CSV (audited), and deletes the rows a day after the import ends', async () => {
    const imp = (
      await upload(
        csv([
          HEADER,
          'LLC,Good LLC,,,61-7654321,,1 Main St,Columbus,OH,43004,614-555-0100,,',
          'LLC,Bad LLC,,,07-7654321,,1 Main St,Columbus,OH,43004,614-555-0100,,',
        ]),
        'pii.csv',
      )
    ).json();
    const staged = await t.db
      .selectFrom('import_rows')
      .select('cells_encrypted')
      .where('import_id', '=', imp.id)
      .execute();
    expect(staged.some((r) => r.cells_encrypted.includes('7654321'))).toBe(false);

    const errors = await call(t.app, officer, 'GET', `/api/imports/${imp.id}/errors.csv`);
    expect(errors.statusCode).toBe(200);
    expect(errors.body).toContain('Bad LLC');
    expect(errors.body).not.toContain('Good LLC');
    expect(errors.body).toContain('EIN: This EIN prefix is not one the IRS assigns.');
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_id', '=', imp.id)
      .where('action', '=', 'IMPORT_ERRORS_DOWNLOADED')
      .execute();
    expect(audit).toHaveLength(1);

    await call(t.app, officer, 'POST', `/api/imports/${imp.id}/confirm`);
    await runner().runTasks();
    await sweepExpiredState(t.db, new Date(clock.now().getTime() + 23 * 3_600_000));
    expect(
      await t.db.selectFrom('import_rows').select('row_number').where('import_id', '=', imp.id).execute(),
    ).toHaveLength(2);
    await sweepExpiredState(t.db, new Date(clock.now().getTime() + 25 * 3_600_000));
    expect(
      await t.db.selectFrom('import_rows').select('row_number').where('import_id', '=', imp.id).execute(),
    ).toHaveLength(0);
  });

  it('offers templates (CSV and XLSX) that import without errors', async () => {
    officer = await openSession(t.app, 'loan.officer', 'Acme Capital'); // the day-later sweep above ended the old session
    const template = await call(t.app, officer, 'GET', '/api/imports/template.csv');
    expect(template.statusCode).toBe(200);
    await t.db.deleteFrom('clients').where('reference_id', 'like', 'LN-10%').execute();
    const preview = (await upload(Buffer.from(template.body), 'template.csv')).json();
    expect(preview.issues.filter((i: { severity: string }) => i.severity === 'error')).toEqual([]);
    expect(preview.rowCount).toBe(7);
    const xlsxTemplate = await t.app.inject({
      method: 'GET',
      url: '/api/imports/template.xlsx',
      headers: { cookie: officer.cookie },
    });
    expect((await upload(xlsxTemplate.rawPayload, 'template.xlsx')).json()).toMatchObject({
      format: 'xlsx',
      rowCount: 7,
      counts: { error: 0 },
    });
  });

  it('stores the tax classification from the type name or the Tax classification column (decision 285)', async () => {
    officer = await openSession(t.app, 'loan.officer', 'Acme Capital');
    const res = await upload(
      csv([
        'Client Type,Tax Classification,Legal Name,EIN,Street,City,State,Zip,Phone',
        'S Corp,,Sable Dental PC,71-1000001,1 Main St,Columbus,OH,43004,614-555-0100',
        'LLC taxed as Partnership,,Larch Farms LLC,71-1000002,1 Main St,Columbus,OH,43004,614-555-0100',
        'LLC,C Corp,Linden Tools LLC,71-1000003,1 Main St,Columbus,OH,43004,614-555-0100',
        'Single-member LLC,,Solo Maple LLC,71-1000004,1 Main St,Columbus,OH,43004,614-555-0100',
        'Partnership,S Corp,Misfit Partners,71-1000005,1 Main St,Columbus,OH,43004,614-555-0100',
      ]),
      'classified.csv',
    );
    expect(res.statusCode, res.body).toBe(201);
    const preview = res.json();
    expect(preview.mapping).toMatchObject({ taxClassification: 1 });
    expect(preview.issues).toContainEqual(
      expect.objectContaining({ row: 6, column: 'Tax classification', severity: 'error' }),
    );
    expect((await call(t.app, officer, 'POST', `/api/imports/${preview.id}/confirm`)).statusCode).toBe(200);
    await runner().runTasks();
    const rows = await t.db
      .selectFrom('clients')
      .select(['business_name', 'client_type', 'tax_classification'])
      .where('business_name', 'in', [
        'Sable Dental PC',
        'Larch Farms LLC',
        'Linden Tools LLC',
        'Solo Maple LLC',
        'Misfit Partners',
      ])
      .orderBy('business_name')
      .execute();
    expect(rows).toEqual([
      { business_name: 'Larch Farms LLC', client_type: 'llc', tax_classification: 'partnership' },
      { business_name: 'Linden Tools LLC', client_type: 'llc', tax_classification: 'c_corporation' },
      { business_name: 'Sable Dental PC', client_type: 'corp', tax_classification: 's_corporation' },
      { business_name: 'Solo Maple LLC', client_type: 'llc', tax_classification: null },
    ]);
  });

  it('then order: one order per imported client with a valid 8821 on file, each client once across a restart', async () => {
    officer = await openSession(t.app, 'loan.officer', 'Acme Capital');
    const withForm = await createClient(
      t.db,
      { piiKey: t.config.piiKey },
      { lenderId: acme, clientType: 'llc', taxId: '621234567' },
    );
    const file = await createStoredFile(t.db, { lenderId: acme, originalName: 'on-file.pdf' });
    await t.db.updateTable('stored_files').set({ created_at: clock.now() }).where('id', '=', file.id).execute();
    await t.db.updateTable('clients').set({ form_file_id: file.id }).where('id', '=', withForm.id).execute();
    await createClient(t.db, { piiKey: t.config.piiKey }, { lenderId: acme, clientType: 'llc', taxId: '631234567' });
    const imp = (
      await upload(
        csv([
          HEADER,
          'LLC,A LLC,,,62-1234567,,1 Main St,Columbus,OH,43004,614-555-0100,ORD-1,',
          'LLC,B LLC,,,63-1234567,,1 Main St,Columbus,OH,43004,614-555-0100,ORD-2,',
        ]),
        'order.csv',
      )
    ).json();
    await call(t.app, officer, 'PUT', `/api/imports/${imp.id}/settings`, { mapping: imp.mapping, existing: 'update' });
    await call(t.app, officer, 'POST', `/api/imports/${imp.id}/confirm`);
    await runner().runTasks();

    const queued = await call(t.app, officer, 'POST', `/api/imports/${imp.id}/order`, { product: 'TAXLENS:NEXT_DAY' });
    expect(queued.statusCode).toBe(202);
    // The instance dies right after the first order committed, before its progress was saved.
    const job = (await claimJob(t.db, ['import-order'], clock.now()))!;
    const tools = jobTools(t.db, job, () => clock.now());
    const dying: JobTools = { ...tools, checkpoint: () => Promise.reject(new Error('killed')) };
    await expect(createImportOrderTask(t.app.ctx).run(t.db, job, dying)).rejects.toThrow('killed');
    clock.advance(JOB_LEASE_MS + 1);
    await runner().runTasks();

    const orders = await t.db
      .selectFrom('orders')
      .select(['client_id', 'form_file_id'])
      .where('client_id', '=', withForm.id)
      .execute();
    expect(orders).toEqual([{ client_id: withForm.id, form_file_id: file.id }]);
    const result = (await call(t.app, officer, 'GET', `/api/imports/${imp.id}`)).json().result;
    expect(result.orders).toEqual({ ordered: 1, withoutForm: 1, failed: 0, done: true });
  });
});

describe('client import: the contact columns (decision 215)', () => {
  it('reads the contact who signs the 8821 (checked: e-mail, US mobile), and an update may change it', async () => {
    officer = await openSession(t.app, 'loan.officer', 'Acme Capital');
    const header = 'Client Type,Legal Name,EIN,Street,City,State,Zip,Phone,Contact Name,Contact Email,Mobile,Title';
    const res = await upload(
      csv([
        header,
        'LLC,Contact One LLC,64-1234567,1 Main St,Columbus,OH,43004,614-555-0100,Cora Contact,cora@contact.test,614-555-0177,CFO',
        'LLC,Contact Two LLC,65-1234567,1 Main St,Columbus,OH,43004,614-555-0100,Dan,not-an-email,12,',
      ]),
      'contacts.csv',
    );
    const imp = res.json();
    expect(imp.mapping).toMatchObject({ contactName: 8, contactEmail: 9, contactMobile: 10, contactTitle: 11 });
    expect(imp.issues.filter((i: { row: number }) => i.row === 3).map((i: { message: string }) => i.message)).toEqual([
      'Contact e-mail must be an e-mail address such as name@example.com.',
      'Contact mobile must be a 10-digit US number.',
    ]);
    await call(t.app, officer, 'POST', `/api/imports/${imp.id}/confirm`);
    await runner().runTasks();
    const client = await t.db
      .selectFrom('clients')
      .select(['contact_name', 'contact_email', 'contact_mobile', 'contact_title'])
      .where('lender_id', '=', acme)
      .where('business_name', '=', 'Contact One LLC')
      .executeTakeFirstOrThrow();
    expect(client).toEqual({
      contact_name: 'Cora Contact',
      contact_email: 'cora@contact.test',
      contact_mobile: '(614) 555-0177',
      contact_title: 'CFO',
    });

    const update = (
      await upload(
        csv([
          header,
          'LLC,Contact One LLC,64-1234567,1 Main St,Columbus,OH,43004,614-555-0100,,cora.new@contact.test,,',
        ]),
        'contacts-2.csv',
      )
    ).json();
    await call(t.app, officer, 'PUT', `/api/imports/${update.id}/settings`, {
      mapping: update.mapping,
      existing: 'update',
    });
    await call(t.app, officer, 'POST', `/api/imports/${update.id}/confirm`);
    await runner().runTasks();
    const updated = await t.db
      .selectFrom('clients')
      .select(['contact_name', 'contact_email'])
      .where('lender_id', '=', acme)
      .where('business_name', '=', 'Contact One LLC')
      .executeTakeFirstOrThrow();
    // Only what the file gives changes: the name stays.
    expect(updated).toEqual({ contact_name: 'Cora Contact', contact_email: 'cora.new@contact.test' });
  });
});

describe('client import: the tax classification on an update (decision 285)', () => {
  it('keeps an existing client’s classification when the sheet has no such column or leaves the cell empty', async () => {
    const existing = await createClient(
      t.db,
      { piiKey: t.config.piiKey },
      { lenderId: acme, clientType: 'corp', businessName: 'Kept Class Inc', taxId: '66-1234567' },
    );
    await t.db
      .updateTable('clients')
      .set({ tax_classification: 's_corporation' })
      .where('id', '=', existing.id)
      .execute();
    const classificationOf = async () =>
      (
        await t.db
          .selectFrom('clients')
          .select(['tax_classification', 'city'])
          .where('id', '=', existing.id)
          .executeTakeFirstOrThrow()
      ).tax_classification;
    const updateWith = async (lines: string[], name: string) => {
      const imp = (await upload(csv(lines), name)).json();
      await call(t.app, officer, 'PUT', `/api/imports/${imp.id}/settings`, {
        mapping: imp.mapping,
        existing: 'update',
      });
      await call(t.app, officer, 'POST', `/api/imports/${imp.id}/confirm`);
      await runner().runTasks();
      expect((await call(t.app, officer, 'GET', `/api/imports/${imp.id}`)).json().result).toMatchObject({ updated: 1 });
    };

    await updateWith(
      [
        'Client Type,Legal Name,EIN,Street,City,State,Zip,Phone',
        'Corporation,Kept Class Inc,66-1234567,1 Main St,Dayton,OH,45402,937-555-0100',
      ],
      'no-column.csv',
    );
    expect(await classificationOf()).toBe('s_corporation');

    await updateWith(
      [
        'Client Type,Legal Name,EIN,Street,City,State,Zip,Phone,Tax Classification',
        'Corporation,Kept Class Inc,66-1234567,2 Main St,Akron,OH,44308,330-555-0100,',
      ],
      'empty-cell.csv',
    );
    expect(await classificationOf()).toBe('s_corporation');
    const city = await t.db
      .selectFrom('clients')
      .select('city')
      .where('id', '=', existing.id)
      .executeTakeFirstOrThrow();
    expect(city.city).toBe('Akron'); // the update itself did happen
  });
});
