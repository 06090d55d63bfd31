import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClientImportTask } from '../src/modules/imports/import-job.js';
import { createJobRunner } from '../src/platform/jobs/runner.js';
import { createMovableClock } from './support/movable-clock.js';
import { postMultipart } from './support/order-upload.js';
import { call, createTestApp, lenderIdByName, openSession, type Session, type TestApp } from './support/test-app.js';

// Imports read what lenders send (docs/decisions/264): type names in the lender's words, one
// Tax ID column of SSNs and EINs, one Name column for people, and files read by what they are.

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

const upload = (bytes: Buffer, filename: string) =>
  postMultipart(t.app, officer, '/api/imports', [{ name: 'file', filename, bytes }]);
const importCount = async () =>
  Number((await sql<{ n: string }>`select count(*) as n from imports`.execute(t.db)).rows[0]!.n);

describe('client import: a lender’s own sheet', () => {
  it('reads type names, one Tax ID column and one Name column, warns on bare digits, and imports what it read', async () => {
    const res = await upload(readFileSync(join(FIXTURES, 'lender-names.csv')), 'lender.csv');
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.mapping).toMatchObject({ clientType: 0, businessName: 1, taxId: 2, fiduciaryName: 3 });
    expect(body.mapping.ein).toBeUndefined();
    expect(body.counts).toEqual({ valid: 9, warning: 1, error: 3, existing: 0 });
    const on = (row: number) =>
      body.issues
        .filter((i: { row: number }) => i.row === row)
        .map((i: { column: string; message: string; severity: string }) => `${i.severity}: ${i.message}`);
    for (const row of [2, 3, 4, 5, 6, 7, 8, 9, 10]) expect(on(row), `row ${row}`).toEqual([]);
    expect(on(11)).toEqual([
      'warning: 345876901 has no dashes, so it was read as an SSN, as for an individual. Write NNN-NN-NNNN for an SSN or NN-NNNNNNN for an EIN to say which.',
    ]);
    expect(on(12)).toEqual([
      'error: 56-2468135 is an EIN (NN-NNNNNNN); an individual is identified by an SSN or ITIN (NNN-NN-NNNN).',
    ]);
    expect(on(13)).toEqual([
      'error: 456-78-9012 is an SSN (NNN-NN-NNNN); an LLC is identified by its EIN (NN-NNNNNNN).',
    ]);
    expect(on(14)[0]).toMatch(/"Cher" is one word: write a person's name as "Last, First" or "First Last"/);

    expect((await call(t.app, officer, 'POST', `/api/imports/${body.id}/confirm`)).statusCode).toBe(200);
    await createJobRunner({
      db: t.db,
      clock,
      log: t.app.log,
      jobs: [],
      tasks: [createClientImportTask(t.app.ctx)],
    }).runTasks();
    const done = (await call(t.app, officer, 'GET', `/api/imports/${body.id}`)).json();
    expect(done.result).toMatchObject({ created: 10, failed: 3 }); // the three error rows
    const clients = await t.db
      .selectFrom('clients')
      .select(['client_type', 'first_name', 'last_name', 'business_name', 'tax_id_kind', 'tax_id_last4'])
      .where('lender_id', '=', acme)
      .where(
        'id',
        'in',
        done.result.clients.map((c: { clientId: string }) => c.clientId),
      )
      .execute();
    const byLast4 = (last4: string) => clients.find((c) => c.tax_id_last4 === last4);
    expect(byLast4('3546')).toMatchObject({
      client_type: 'sole_prop',
      first_name: 'John',
      last_name: 'Smith Jr.',
      tax_id_kind: 'SSN',
    });
    expect(byLast4('6712')).toMatchObject({ client_type: 'sole_prop', first_name: 'Maria', last_name: 'De La Cruz' });
    expect(byLast4('6901')).toMatchObject({ client_type: 'individual', first_name: 'Ann', last_name: 'Ames' });
    expect(
      clients.map((c) => [c.business_name, c.client_type, c.tax_id_kind]).filter(([, , kind]) => kind === 'EIN'),
    ).toEqual(
      expect.arrayContaining([
        ['Jones Family Trust', 'estates_and_trusts', 'EIN'],
        ['Elm Street Food Pantry', 'nonprofit', 'EIN'],
        ['Oak Shelter', 'nonprofit', 'EIN'],
        ['Birch Inc', 'corp', 'EIN'],
        ['Cedar Tools Inc', 'corp', 'EIN'],
        ['Dune & Field LP', 'partners', 'EIN'],
        ['Alder Goods LLC', 'llc', 'EIN'],
      ]),
    );
  });
});

describe('client import: a file is read by what it is, not by its name', () => {
  it('refuses a PDF, a web page, an image or a ZIP of PDFs named as a sheet, and an OpenDocument spreadsheet, by their content', async () => {
    const before = await importCount();
    const cases: [string, string, RegExp][] = [
      ['statement-pdf.xlsx', 'clients.xlsx', /^This file is not a spreadsheet: it looks like a PDF\./],
      ['bank-export-html.xlsx', 'clients.xlsx', /^This file is not a spreadsheet: it looks like an HTML page\./],
      ['screenshot-png.csv', 'clients.csv', /^This file is not a spreadsheet: it looks like an image \(PNG\)\./],
      ['forms-zip.xlsx', 'clients.xlsx', /^This file is not a spreadsheet: it looks like a ZIP of 2 PDF files\./],
      ['libreoffice-ods.xlsx', 'clients.xlsx', /OpenDocument spreadsheet \(\.ods\)\. Save it as \.xlsx or \.csv/],
      ['libreoffice-ods.xlsx', 'clients.ods', /OpenDocument spreadsheet \(\.ods\)\. Save it as \.xlsx or \.csv/],
      ['flat-ods.csv', 'clients.csv', /flat OpenDocument spreadsheet \(\.fods\)\. Save it as \.xlsx or \.csv/],
      ['flat-ods.csv', 'clients.fods', /flat OpenDocument spreadsheet \(\.fods\)\. Save it as \.xlsx or \.csv/],
    ];
    for (const [fixture, name, message] of cases) {
      const res = await upload(readFileSync(join(FIXTURES, fixture)), name);
      expect(res.statusCode, fixture).toBe(415);
      expect(res.json().messages[0], fixture).toMatchObject({ field: 'file', value: expect.stringMatching(message) });
    }
    expect(await importCount()).toBe(before);
  });

  it('reads a CSV named .xlsx as CSV and a workbook named .csv as XLSX', async () => {
    const rows = [
      ['Client Type', 'Legal Name', 'EIN', 'Street', 'City', 'State', 'Zip', 'Phone'],
      ['LLC', 'Gum Tree LLC', '61-2468135', '1 Main St', 'Columbus', 'OH', '43004', '614-555-0100'],
    ];
    const csvNamedXlsx = await upload(Buffer.from(rows.map((r) => r.join(',')).join('\n')), 'clients.xlsx');
    expect(csvNamedXlsx.statusCode).toBe(201);
    expect(csvNamedXlsx.json()).toMatchObject({ format: 'csv', fileName: 'clients.xlsx', counts: { valid: 1 } });
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Clients').addRows(rows);
    const xlsxNamedCsv = await upload(Buffer.from(await workbook.xlsx.writeBuffer()), 'clients.csv');
    expect(xlsxNamedCsv.statusCode).toBe(201);
    expect(xlsxNamedCsv.json()).toMatchObject({ format: 'xlsx', counts: { valid: 1 } });
  });
});
