import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createOrder } from '../src/demo/seed/factories.js';
import { decryptPii } from '../src/platform/pii.js';
import { call, createTestApp, lenderIdByName, openSession, type Session, type TestApp } from './support/test-app.js';

const address = { addressLine1: '12 Harbor Way', city: 'Tampa', state: 'FL', zip: '33602' };

const FORMS = {
  corp: {
    clientType: 'corp',
    businessName: 'Gulf Coast Marine Inc',
    dba: 'GCM',
    ein: '59-1234567',
    phone: '813-555-0100',
    ...address,
  },
  llc: { clientType: 'llc', businessName: 'Harbor Lights LLC', ein: '59-2234567', phone: '(813) 555-0101', ...address },
  partners: {
    clientType: 'partners',
    businessName: 'Bay Partners LP',
    ein: '59-3234567',
    phone: '8135550102',
    ...address,
  },
  nonprofit: {
    clientType: 'nonprofit',
    businessName: 'Tampa Reads Foundation',
    ein: '59-4234567',
    phone: '813.555.0103',
    ...address,
  },
  individual: { clientType: 'individual', firstName: 'Rosa', lastName: 'Delgado', ssn: '123-45-6789', ...address },
  sole_prop: {
    clientType: 'sole_prop',
    firstName: 'Sam',
    lastName: 'Okafor',
    ssn: '234-56-7890',
    dba: 'Okafor Plumbing',
    ein: '59-5234567',
    ...address,
  },
  estates_and_trusts: {
    clientType: 'estates_and_trusts',
    businessName: 'Estate of Miriam Cole',
    ein: '59-6234567',
    fiduciaryName: 'Daniel Cole',
    ...address,
  },
} as const;

async function pdfBytes(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage();
  return Buffer.from(await doc.save());
}

function multipart(file: Buffer, filename: string, contentType = 'application/pdf') {
  const boundary = '----taxlens-test-boundary';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

describe('clients', () => {
  let t: TestApp;
  let officer: Session;
  let viewer: Session;
  let acme: string;
  let created: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    acme = await lenderIdByName(t.db, 'Acme Capital');
    officer = await openSession(t.app, 'loan.officer', 'Acme Capital');
    viewer = await openSession(t.app, 'viewer', 'Acme Capital');
  });
  afterAll(() => t.close());

  it('creates a client of each of the seven types, encrypting the tax id at rest', async () => {
    created = {};
    for (const [type, form] of Object.entries(FORMS)) {
      const res = await call(t.app, officer, 'POST', '/api/neoclients/create', form);
      expect(res.statusCode, `${type}: ${res.body}`).toBe(201);
      created[type] = res.json().id;
    }
    const row = await t.db
      .selectFrom('clients')
      .selectAll()
      .where('id', '=', created.individual!)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      lender_id: acme,
      client_type: 'individual',
      business_name: 'Rosa Delgado',
      tax_id_kind: 'SSN',
      tax_id_last4: '6789',
      status: 'PENDING',
    });
    expect(row.tax_id_encrypted).not.toContain('123456789');
    expect(decryptPii(t.config.piiKey, row.tax_id_encrypted)).toBe('123456789');

    const soleProp = await call(t.app, officer, 'GET', `/api/clients/${created.sole_prop}`);
    expect(soleProp.json()).toMatchObject({
      businessName: 'Sam Okafor',
      dba: 'Okafor Plumbing',
      ssn: '***-**-7890',
      ein: '**-***4567',
      clientType: 'sole_prop',
    });
    const estate = await call(t.app, officer, 'GET', `/api/clients/${created.estates_and_trusts}`);
    expect(estate.json()).toMatchObject({
      businessName: 'Estate of Miriam Cole',
      fiduciaryName: 'Daniel Cole',
      ein: '**-***4567',
      ssn: null,
    });
    const corp = await call(t.app, officer, 'GET', `/api/clients/${created.corp}`);
    expect(corp.json()).toMatchObject({
      phone: '(813) 555-0100',
      status: 'PENDING',
      monitoringFrequency: 'None',
      bundle: null,
      form8821: null,
    });
  });

  describe('validation table', () => {
    const ein = (value: string) => ({ ...FORMS.llc, businessName: 'Validation LLC', ein: value });
    const ssn = (value: string) => ({ ...FORMS.individual, ssn: value });
    const cases: Array<[string, object, boolean]> = [
      ['EIN with a valid prefix', ein('01-0000001'), true],
      ['EIN prefix 98', ein('98-7654321'), true],
      ['EIN without the dash', ein('591234560'), false],
      ['EIN prefix 00', ein('00-1234567'), false],
      ['EIN prefix 07', ein('07-1234567'), false],
      ['EIN prefix 89', ein('89-1234567'), false],
      ['EIN too short', ein('12-345678'), false],
      ['EIN with letters', ein('12-34S6789'), false],
      ['SSN valid', ssn('665-01-0001'), true],
      ['SSN valid area 899', ssn('899-99-9999'), true],
      ['SSN area 000', ssn('000-12-3456'), false],
      ['SSN area 666', ssn('666-12-3456'), false],
      ['SSN area 900', ssn('900-12-3456'), false],
      ['SSN area 999', ssn('999-12-3456'), false],
      ['SSN group 00', ssn('123-00-4567'), false],
      ['SSN serial 0000', ssn('123-45-0000'), false],
      ['SSN without dashes', ssn('123456780'), false],
      ['state not a US code', { ...ein('02-1234567'), state: 'XX' }, false],
      ['ZIP+4', { ...ein('03-1234567'), zip: '33602-1234' }, true],
      ['ZIP of four digits', { ...ein('04-1234567'), zip: '3360' }, false],
      ['phone of 7 digits', { ...ein('05-1234567'), phone: '555-0100' }, false],
      ['unknown client type', { ...ein('06-1234567'), clientType: 'alien' }, false],
      ['estate without fiduciary', { ...FORMS.estates_and_trusts, ein: '10-1234567', fiduciaryName: '' }, false],
    ];
    for (const [name, body, ok] of cases) {
      it(`${ok ? 'accepts' : 'refuses'} ${name}`, async () => {
        const res = await call(t.app, officer, 'POST', '/api/neoclients/create', body);
        if (ok) expect(res.statusCode, res.body).toBe(201);
        else {
          expect(res.statusCode, res.body).toBe(400);
          expect(res.json().messages[0]).toMatchObject({
            key: 'VALIDATION_ERROR',
            field: expect.stringMatching(/^body/),
          });
        }
      });
    }
  });

  it('answers 409 with a link to the existing client for a second client with the same EIN or SSN', async () => {
    const again = await call(t.app, officer, 'POST', '/api/neoclients/create', {
      ...FORMS.corp,
      businessName: 'Another Name Inc',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().messages[0]).toMatchObject({
      key: 'CONFLICT',
      value: 'A client with this EIN already exists.',
      link: `/client/${created.corp}`,
    });
    const person = await call(t.app, officer, 'POST', '/api/neoclients/create', {
      ...FORMS.individual,
      firstName: 'Other',
    });
    expect(person.json().messages[0].link).toBe(`/client/${created.individual}`);
    // The same tax id at another lender is another lender's business.
    const beacon = await openSession(t.app, 'lender.admin', 'Beacon Bank', { noticesAccepted: true });
    expect((await call(t.app, beacon, 'POST', '/api/neoclients/create', FORMS.corp)).statusCode).toBe(201);
  });

  it('reveals the tax id only to allowed roles and audits it', async () => {
    expect((await call(t.app, viewer, 'POST', `/api/clients/${created.individual}/pii`)).statusCode).toBe(403);
    const res = await call(t.app, officer, 'POST', `/api/clients/${created.sole_prop}/pii`);
    expect(res.json()).toEqual({ taxId: '234-56-7890', secondEin: '59-5234567', spouseTaxId: null });
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'CLIENT_TAX_ID_REVEALED')
      .where('target_id', '=', created.sole_prop!)
      .execute();
    expect(audit).toHaveLength(1);
    const client = await call(t.app, officer, 'GET', `/api/clients/${created.sole_prop}`);
    expect(client.json().permissions).toEqual({ edit: true, revealTaxId: true, assignDesignee: true });
    const seen = await call(t.app, viewer, 'GET', `/api/clients/${created.sole_prop}`);
    expect(seen.json().permissions).toEqual({ edit: false, revealTaxId: false, assignDesignee: false });
  });

  it('edits a client, keeping the tax id when it is left out and refusing a duplicate', async () => {
    const { ein: _ein, ...withoutEin } = FORMS.llc;
    const res = await call(t.app, officer, 'PUT', `/api/neoclients/${created.llc}`, {
      ...withoutEin,
      businessName: 'Harbor Lights Holdings LLC',
      zip: '33602-4400',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      businessName: 'Harbor Lights Holdings LLC',
      zip: '33602-4400',
      ein: '**-***4567',
    });
    const dup = await call(t.app, officer, 'PUT', `/api/neoclients/${created.llc}`, {
      ...FORMS.llc,
      ein: FORMS.partners.ein,
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().messages[0].link).toBe(`/client/${created.partners}`);
    expect((await call(t.app, viewer, 'PUT', `/api/neoclients/${created.llc}`, FORMS.llc)).statusCode).toBe(403);
  });

  it('changes the monitoring frequency and archives with the client page reflecting it', async () => {
    const bad = await call(
      t.app,
      officer,
      'PUT',
      `/api/clients/changemonitorfrequency/${created.corp}?frequency=HOURLY`,
    );
    expect(bad.statusCode).toBe(400);
    const monthly = await call(
      t.app,
      officer,
      'PUT',
      `/api/clients/changemonitorfrequency/${created.corp}?frequency=MONTHLY`,
    );
    expect(monthly.json().monitoringFrequency).toBe('MONTHLY');
    const archived = await call(t.app, officer, 'PUT', `/api/clients/archive/${created.corp}`);
    expect(archived.json()).toMatchObject({ status: 'ARCHIVED', monitoringFrequency: 'None' });
    const again = await call(
      t.app,
      officer,
      'PUT',
      `/api/clients/changemonitorfrequency/${created.corp}?frequency=MONTHLY`,
    );
    expect(again.statusCode).toBe(409);
    const typeahead = await call(
      t.app,
      officer,
      'GET',
      '/api/typeahead/clients/placeorder?value=Gulf%20Coast%20Marine',
    );
    expect(typeahead.json()).toEqual([]);
  });

  it('replaces the 8821 with a real PDF only, at most 10 MB, and serves it back to allowed roles', async () => {
    const pdf = await pdfBytes();
    const upload = (session: Session, file: Buffer, name: string, type?: string) => {
      const m = multipart(file, name, type);
      return t.app.inject({
        method: 'POST',
        url: `/api/forms/replace8821/${created.llc}`,
        payload: m.body,
        headers: { 'content-type': m.contentType, cookie: session.cookie, 'x-csrf-token': session.csrf },
      });
    };
    const ok = await upload(officer, pdf, 'signed 8821.pdf');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ originalName: 'signed 8821.pdf', sizeBytes: pdf.length });

    const renamed = await upload(officer, Buffer.from('GIF89a not a pdf'), 'fake.pdf');
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().messages[0].value).toBe('Not the right file type');
    const broken = await upload(officer, Buffer.from('%PDF-1.7\nthis is not a document'), 'broken.pdf');
    expect(broken.statusCode).toBe(400);
    const huge = await upload(officer, Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024)]), 'huge.pdf');
    expect(huge.statusCode).toBe(413);
    expect((await upload(viewer, pdf, 'v.pdf')).statusCode).toBe(403);

    const client = await call(t.app, officer, 'GET', `/api/clients/${created.llc}`);
    expect(client.json().form8821).toMatchObject({ id: ok.json().id, originalName: 'signed 8821.pdf' });
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/clients/${created.llc}/form8821`,
      headers: { cookie: officer.cookie },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(pdf)).toBe(true);
    const viewerFile = await t.app.inject({
      method: 'GET',
      url: `/api/clients/${created.llc}/form8821`,
      headers: { cookie: viewer.cookie },
    });
    expect(viewerFile.statusCode).toBe(403);
  });

  it("lists the client's orders and reports and summarises the latest report", async () => {
    const row = await t.db
      .selectFrom('reports')
      .select('client_id')
      .where('lender_id', '=', acme)
      .where('status', '=', 'COMPLETED')
      .where('kind', '=', 'ORDER')
      .executeTakeFirstOrThrow();
    const list = await call(t.app, officer, 'GET', `/api/neoclients/reports/${row.client_id}`);
    expect(list.statusCode).toBe(200);
    expect(list.json().length).toBeGreaterThan(0);
    expect(
      list
        .json()
        .some(
          (r: { status: string; totalLiabilityCents: number | null }) =>
            r.status === 'COMPLETED' && r.totalLiabilityCents !== null,
        ),
    ).toBe(true);
    const summary = await call(t.app, officer, 'GET', `/api/clients/${row.client_id}/summary`);
    expect(summary.json().report).toMatchObject({
      reportDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      riskLevel: expect.stringMatching(/HIGH|MEDIUM|LOW/),
    });
    expect((await call(t.app, officer, 'GET', `/api/neoclients/reports/${created.individual}`)).json()).toEqual([]);
  });

  it("answers 404 for another lender's client id on every client call", async () => {
    const beaconId = await lenderIdByName(t.db, 'Beacon Bank');
    const foreign = await createClient(t.db, { piiKey: t.config.piiKey }, { lenderId: beaconId, clientType: 'corp' });
    // With an order and its report: the lists below find rows of the other lender only when they fail to filter by lender.
    const anyUser = await t.db.selectFrom('users').select('id').executeTakeFirstOrThrow();
    await createOrder(t.db, { lenderId: beaconId, clientId: foreign.id, placedBy: anyUser.id, status: 'COMPLETED' });
    const m = multipart(await pdfBytes(), 'x.pdf');
    const calls: Array<[string, 'GET' | 'POST' | 'PUT', string, unknown?]> = [
      ['load', 'GET', `/api/clients/${foreign.id}`],
      ['edit', 'PUT', `/api/neoclients/${foreign.id}`, FORMS.llc],
      ['edit with an empty body', 'PUT', `/api/neoclients/${foreign.id}`, {}],
      ['reveal', 'POST', `/api/clients/${foreign.id}/pii`],
      ['frequency', 'PUT', `/api/clients/changemonitorfrequency/${foreign.id}?frequency=MONTHLY`],
      ['archive', 'PUT', `/api/clients/archive/${foreign.id}`],
      ['reports', 'GET', `/api/neoclients/reports/${foreign.id}`],
      ['orders', 'GET', `/api/orders/client/${foreign.id}`],
      ['summary', 'GET', `/api/clients/${foreign.id}/summary`],
      ['designee', 'PUT', `/api/clients/${foreign.id}/designee`, { designeeId: null }],
      ['form', 'GET', `/api/clients/${foreign.id}/form8821`],
    ];
    for (const [name, method, url, body] of calls) {
      const res = await call(t.app, officer, method, url, body);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(404);
    }
    const upload = await t.app.inject({
      method: 'POST',
      url: `/api/forms/replace8821/${foreign.id}`,
      payload: m.body,
      headers: { 'content-type': m.contentType, cookie: officer.cookie, 'x-csrf-token': officer.csrf },
    });
    expect(upload.statusCode).toBe(404);
    expect((await call(t.app, officer, 'GET', '/api/clients/not-a-uuid')).statusCode).toBe(400);
    const untouched = await t.db
      .selectFrom('clients')
      .select(['status', 'monitoring_frequency'])
      .where('id', '=', foreign.id)
      .executeTakeFirstOrThrow();
    expect(untouched).toEqual({ status: 'ACTIVE', monitoring_frequency: 'None' });
  });
});
