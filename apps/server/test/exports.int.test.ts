import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_BATCH_ROWS } from '../src/modules/portfolio/service.js';
import { call, createTestApp, lenderIdByName, openSession, type Session, type TestApp } from './support/test-app.js';

const BOM = '\uFEFF';
const BULK = EXPORT_BATCH_ROWS * 2 + 17;

/** RFC 4180 records of a CSV body (quoted cells may hold commas, quotes and line breaks). */
function parseCsv(body: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (quoted && c === '"' && body[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (quoted) {
      if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') {
      quoted = true;
    } else if (c === ',' || (c === '\r' && body[i + 1] === '\n')) {
      record.push(cell);
      cell = '';
      if (c === '\r') {
        records.push(record);
        record = [];
        i++;
      }
    } else {
      cell += c;
    }
  }
  return records;
}

describe('CSV exports (decision 161)', () => {
  let t: TestApp;
  let acme: Session;
  let acmeId: string;

  beforeAll(async () => {
    t = await createTestApp();
    acmeId = await lenderIdByName(t.db, 'Acme Capital');
    await t.db
      .updateTable('users')
      .set({ time_zone: 'America/Denver' })
      .where('username', '=', 'lender.admin')
      .execute();
    acme = await openSession(t.app, 'lender.admin', 'Acme Capital');
    const template = await t.db
      .selectFrom('clients')
      .select('id')
      .where('lender_id', '=', acmeId)
      .executeTakeFirstOrThrow();
    // More rejected clients than two cursor batches, and names a spreadsheet would trip on.
    const names = [
      '=HYPERLINK("http://evil.example","Click")',
      'Smith, Jones & "Co"',
      '-Minus Holdings',
      '@Risk LLC',
      'Café Zoë LLC',
    ];
    await sql`
      insert into clients (lender_id, client_type, business_name, tax_id_kind, tax_id_encrypted, tax_id_last4, tax_id_hash,
        address_line1, city, state, zip, status, created_at)
      select lender_id, client_type,
        case when g <= ${names.length} then (${sql.val(names)}::text[])[g] else 'Bulk Client ' || lpad(g::text, 5, '0') end,
        tax_id_kind, tax_id_encrypted, tax_id_last4, 'export-test-' || g, address_line1, city, state, zip, 'REJECTED',
        timestamptz '2026-11-27 00:00:00+00' + g * interval '1 second'
      from clients, generate_series(1, ${BULK}) g where id = ${template.id}`.execute(t.db);
  });
  afterAll(() => t.close());

  it('holds every row of the filtered list, in its order, across cursor batches', async () => {
    const res = await call(t.app, acme, 'GET', '/api/portfolio/clients/export?type=rejected&sort=businessName');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const [header, ...rows] = parseCsv(res.body.slice(1));
    expect(header).toEqual([
      'Client ID',
      'Client',
      'Type',
      'Tax ID',
      'Status',
      'Monitoring',
      'Form 8821 Expires',
      'Created (America/Denver)',
    ]);
    const total = (await call(t.app, acme, 'GET', '/api/portfolio/clients?type=rejected&size=1')).json().page
      .totalElements as number;
    expect(total).toBeGreaterThan(BULK);
    expect(rows).toHaveLength(total);
    const expected = await t.db
      .selectFrom('clients')
      .select('id')
      .where('lender_id', '=', acmeId)
      .where('status', '=', 'REJECTED')
      .execute();
    expect(new Set(rows.map((r) => r[0]))).toEqual(new Set(expected.map((e) => e.id)));
    // The list's own first page comes first.
    const firstPage = (
      await call(t.app, acme, 'GET', '/api/portfolio/clients?type=rejected&size=20&sort=businessName')
    ).json().content as { id: string }[];
    expect(rows.slice(0, 20).map((r) => r[0])).toEqual(firstPage.map((c) => c.id));
  });

  it('writes RFC 4180 with a BOM, neutralised text cells and ISO 8601 times with the user’s offset', async () => {
    const res = await call(t.app, acme, 'GET', '/api/portfolio/clients/export?type=rejected&sort=businessName');
    expect(res.body.startsWith(BOM)).toBe(true);
    expect(res.body.endsWith('\r\n')).toBe(true);
    const raw = res.body.split('\r\n');
    expect(raw.some((line) => line.includes(`,"'=HYPERLINK(""http://evil.example"",""Click"")",`))).toBe(true);
    expect(raw.some((line) => line.includes(`,"Smith, Jones & ""Co""",`))).toBe(true);
    const byName = new Map(parseCsv(res.body.slice(1)).map((r) => [r[1], r]));
    expect(byName.has("'-Minus Holdings")).toBe(true);
    expect(byName.has("'@Risk LLC")).toBe(true);
    const cafe = byName.get('Café Zoë LLC')!;
    // Created 2026-11-27 00:00:05 UTC is 17:00:05 the day before in Denver (MST, UTC-7).
    expect(cafe[7]).toBe('2026-11-26T17:00:05-07:00');
    expect(cafe[3]).toMatch(/^(EIN|SSN) \*\*\*\d{4}$/);
  });

  it('writes money as a number beside its currency: a negative amount stays a number', async () => {
    const report = await t.db
      .selectFrom('client_latest_reports')
      .select('report_id')
      .where('lender_id', '=', acmeId)
      .where('client_active', '=', true)
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('client_latest_reports')
      .set({ total_liability_cents: -1234567 })
      .where('report_id', '=', report.report_id)
      .execute();
    const res = await call(t.app, acme, 'GET', '/api/portfolio/overview/export');
    expect(res.statusCode).toBe(200);
    const [header, ...rows] = parseCsv(res.body.slice(1));
    expect(header).toEqual([
      'Report ID',
      'Client ID',
      'Client',
      'Report Date',
      'Currency',
      'Total Liability',
      'Risk',
      'Categories',
    ]);
    const credit = rows.find((r) => r[0] === report.report_id)!;
    expect(credit.slice(4, 6)).toEqual(['USD', '-12345.67']);
    expect(credit[3]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('refuses a bad sort with 400 before any CSV is written', async () => {
    const res = await call(t.app, acme, 'GET', '/api/portfolio/clients/export?sort=nope');
    expect(res.statusCode).toBe(400);
    expect(res.json().messages[0].key).toBeDefined();
  });
});
