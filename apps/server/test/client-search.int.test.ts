import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../src/demo/seed/factories.js';
import { call, createTestApp, lenderIdByName, openSession, type Session, type TestApp } from './support/test-app.js';

describe('client search (GET /api/portal/search)', () => {
  let t: TestApp;
  let s: Session;
  let acme: string;
  let beacon: string;
  beforeAll(async () => {
    t = await createTestApp();
    acme = await lenderIdByName(t.db, 'Acme Capital');
    beacon = await lenderIdByName(t.db, 'Beacon Bank');
    const deps = { piiKey: t.config.piiKey };
    // Explicit creation times: results come newest first, and one clock tick may hold several inserts.
    const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute));
    await createClient(t.db, deps, {
      lenderId: acme,
      clientType: 'corp',
      businessName: 'Quorvex Marine Supply Inc',
      taxId: '59-7654321',
      createdAt: at(1),
    });
    await createClient(t.db, deps, {
      lenderId: acme,
      clientType: 'individual',
      businessName: 'Lena Quorvex',
      firstName: 'Lena',
      lastName: 'Quorvex',
      taxId: '321-54-9876',
      status: 'ARCHIVED',
      createdAt: at(2),
    });
    await createClient(t.db, deps, {
      lenderId: acme,
      clientType: 'sole_prop',
      businessName: 'Tom Baker',
      dba: 'Quorvex Bakery',
      taxId: '322-54-1111',
      createdAt: at(3),
    });
    for (let i = 0; i < 12; i++)
      await createClient(t.db, deps, {
        lenderId: acme,
        clientType: 'llc',
        businessName: `Pagination Test ${String(i).padStart(2, '0')} LLC`,
        createdAt: at(10 + i),
      });
    await createClient(t.db, deps, {
      lenderId: beacon,
      clientType: 'corp',
      businessName: 'Quorvex Beacon Only Inc',
      taxId: '59-7654321',
    });
    s = await openSession(t.app, 'loan.officer', 'Acme Capital');
  });
  afterAll(() => t.close());

  const search = (keyword: string, extra = '') =>
    call(t.app, s, 'GET', `/api/portal/search?keyword=${encodeURIComponent(keyword)}${extra}`);

  it('matches business, person and trade names in any position, case-insensitively, within the selected lender only', async () => {
    const res = await search('qUoRvEx');
    expect(res.statusCode).toBe(200);
    // Newest client first (decision 023).
    expect(res.json().content.map((c: { businessName: string }) => c.businessName)).toEqual([
      'Tom Baker',
      'Lena Quorvex',
      'Quorvex Marine Supply Inc',
    ]);
    expect(res.json().page).toEqual({ size: 10, number: 0, totalElements: 3, totalPages: 1 });
    expect(res.json().content[2]).toMatchObject({ ein: '**-***4321', ssn: null, status: 'ACTIVE' });
    expect(res.json().content[1]).toMatchObject({ ein: null, ssn: '***-**-9876', status: 'ARCHIVED' });
  });

  it('finds a client by its full tax id through the blind index, or by the last four digits', async () => {
    const full = await search('59-7654321');
    expect(full.json().content.map((c: { businessName: string }) => c.businessName)).toEqual([
      'Quorvex Marine Supply Inc',
    ]);
    const plain = await search('597654321');
    expect(plain.json().content).toHaveLength(1);
    const last4 = await search('9876');
    expect(last4.json().content.map((c: { businessName: string }) => c.businessName)).toEqual(['Lena Quorvex']);
  });

  it('pages with page and size, zero-based', async () => {
    const first = await search('Pagination Test', '&page=0&size=5');
    expect(first.json().page).toEqual({ size: 5, number: 0, totalElements: 12, totalPages: 3 });
    expect(first.json().content[0].businessName).toBe('Pagination Test 11 LLC');
    const last = await search('Pagination Test', '&page=2&size=5');
    expect(last.json().content.map((c: { businessName: string }) => c.businessName)).toEqual([
      'Pagination Test 01 LLC',
      'Pagination Test 00 LLC',
    ]);
    // The short last page counts nothing more, and says the same total; so do a full page and one past the end.
    expect(last.json().page).toEqual({ size: 5, number: 2, totalElements: 12, totalPages: 3 });
    const full = await search('Pagination Test', '&page=1&size=6');
    expect(full.json().page).toEqual({ size: 6, number: 1, totalElements: 12, totalPages: 2 });
    const past = await search('Pagination Test', '&page=4&size=5');
    expect(past.json()).toMatchObject({ content: [], page: { number: 4, totalElements: 12, totalPages: 3 } });
    const none = await search('no such borrower anywhere');
    expect(none.json()).toMatchObject({ content: [], page: { totalElements: 0, totalPages: 0 } });
  });

  it('matches letters beyond ASCII in any case, short text among the newest, and a name changed in plain SQL', async () => {
    await createClient(
      t.db,
      { piiKey: t.config.piiKey },
      { lenderId: acme, clientType: 'corp', businessName: 'ÉCOLE Ñandú Studio', dba: 'Ørsted Façades' },
    );
    const names = async (keyword: string) =>
      (await search(keyword)).json().content.map((c: { businessName: string }) => c.businessName);
    expect(await names('école ñandú')).toEqual(['ÉCOLE Ñandú Studio']);
    expect(await names('ØRSTED FAÇ')).toEqual(['ÉCOLE Ñandú Studio']);
    expect(await names('éc')).toEqual(['ÉCOLE Ñandú Studio']);
    // The lower-cased names are stored (decision 228): a rename by any writer is found at once.
    await sql`update clients set business_name = 'Zephyrine Atelier' where business_name = 'ÉCOLE Ñandú Studio'`.execute(
      t.db,
    );
    expect(await names('ZEPHYRINE')).toEqual(['Zephyrine Atelier']);
    expect(await names('ñandú')).toEqual([]);
  });

  it('matches a status word and never returns another lender’s clients', async () => {
    const archived = await search('archived');
    expect(archived.json().content.length).toBeGreaterThan(0);
    expect(archived.json().content.every((c: { status: string }) => c.status === 'ARCHIVED')).toBe(true);
    const beaconSession = await openSession(t.app, 'lender.admin', 'Beacon Bank', { noticesAccepted: true });
    const ids = new Set(
      (await t.db.selectFrom('clients').select('id').where('lender_id', '=', beacon).execute()).map((r) => r.id),
    );
    for (const keyword of ['quorvex', 'a', '59-7654321', '4321', 'active']) {
      const res = await call(
        t.app,
        beaconSession,
        'GET',
        `/api/portal/search?keyword=${encodeURIComponent(keyword)}&size=100`,
      );
      for (const c of res.json().content) expect(ids.has(c.id), keyword).toBe(true);
    }
    const mine = await call(t.app, beaconSession, 'GET', '/api/portal/search?keyword=quorvex');
    expect(mine.json().content.map((c: { businessName: string }) => c.businessName)).toEqual([
      'Quorvex Beacon Only Inc',
    ]);
  });

  it('refuses an empty keyword or a bad page with a 400 naming the field', async () => {
    expect((await search(' ')).json().messages[0].field).toBe('querystring.keyword');
    expect((await search('a', '&page=-1')).json().messages[0].field).toBe('querystring.page');
    expect((await search('a', '&size=1000')).statusCode).toBe(400);
  });
});
