import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createOrder, createStoredFile } from '../src/demo/seed/factories.js';
import { addCalendarDays } from '../src/domain/business-calendar.js';
import { businessDay, businessDayStart } from '../src/domain/business-day.js';
import { makePdf, type Part } from './support/multipart.js';
import { postMultipart } from './support/order-upload.js';
import { call, createTestApp, lenderIdByName, openSession, type Session, type TestApp } from './support/test-app.js';

const DAY = 86_400_000;
const HOUR = 3_600_000;
let t: TestApp;
let acme: string;
let officer: Session;

beforeAll(async () => {
  t = await createTestApp();
  acme = await lenderIdByName(t.db, 'Acme Capital');
  officer = await openSession(t.app, 'loan.officer', 'Acme Capital');
});
afterAll(() => t.close());

type OnFile = {
  uploadedDaysAgo: number;
  periods?: string[];
  expiresOn?: string;
  rejected?: boolean;
  /** The form check read a signature date this many days before the upload (decision 294). */
  signedDaysBeforeUpload?: number;
};

/** The form's days are Eastern (decision 324): today and the upload's day, noon Eastern n days ago, read on that calendar. */
const today = () => businessDay(new Date());
const noonDaysAgo = (n: number) => new Date(businessDayStart(addCalendarDays(today(), -n)).getTime() + 12 * HOUR);

/** A client whose current 8821 was uploaded that many days ago, with recorded periods or a rejected order on it. */
async function clientWithForm(form: OnFile | null): Promise<string> {
  const client = await createClient(
    t.db,
    { piiKey: t.config.piiKey },
    { lenderId: acme, clientType: 'llc', authorizationExpiresOn: form?.expiresOn ?? null },
  );
  if (!form) return client.id;
  const file = await createStoredFile(t.db, { lenderId: acme, originalName: 'signed-8821.pdf' });
  await t.db
    .updateTable('stored_files')
    .set({ created_at: noonDaysAgo(form.uploadedDaysAgo) })
    .where('id', '=', file.id)
    .execute();
  await t.db
    .updateTable('clients')
    .set({ form_file_id: file.id, authorization_periods: form.periods ?? [] })
    .where('id', '=', client.id)
    .execute();
  if (form.signedDaysBeforeUpload !== undefined) {
    const uploadedAt = noonDaysAgo(form.uploadedDaysAgo);
    const stored = await t.db
      .selectFrom('stored_files')
      .select(['original_name', 'sha256'])
      .where('id', '=', file.id)
      .executeTakeFirstOrThrow();
    // The check of the order placed with it (or its pre-check of the same bytes), finished on the upload day.
    await t.db
      .insertInto('form_checks')
      .values({
        lender_id: acme,
        client_id: client.id,
        file_id: file.id,
        file_name: stored.original_name,
        file_sha256: stored.sha256,
        status: 'done',
        verdict: 'ready',
        fields: JSON.stringify({
          signedOn: addCalendarDays(businessDay(uploadedAt), -form.signedDaysBeforeUpload),
        }),
        created_at: uploadedAt,
        finished_at: uploadedAt,
      })
      .execute();
  }
  if (form.rejected) {
    const placedBy = (
      await t.db.selectFrom('users').select('id').where('username', '=', 'loan.officer').executeTakeFirstOrThrow()
    ).id;
    await createOrder(t.db, {
      lenderId: acme,
      clientId: client.id,
      placedBy,
      formFileId: file.id,
      status: 'REJECTED',
      report: { rejectionCode: 'SIGNATURE_MISSING_DECLINED' },
    });
    await t.db.updateTable('clients').set({ status: 'REJECTED' }).where('id', '=', client.id).execute();
  }
  return client.id;
}

const onFileParts = (clientId: string): Part[] => [
  { name: 'product', value: 'TAXLENS:NEXT_DAY' },
  { name: 'clientId', value: clientId },
  { name: 'formOnFile', value: 'true' },
];
const orderOnFile = (clientId: string) => postMultipart(t.app, officer, '/api/forms/upload8821', onFileParts(clientId));
const message = (res: { json: () => { messages: { key: string; value: string }[] } }) => res.json().messages[0]!;

describe('ordering with the 8821 on file', () => {
  it('a form uploaded within 120 days is used: the order carries the stored file, and the form data offers it', async () => {
    const clientId = await clientWithForm({ uploadedDaysAgo: 30 });
    const data = (await call(t.app, officer, 'GET', `/api/formdata/${clientId}/place-order`)).json();
    expect(data.formOnFile).toMatchObject({ originalName: 'signed-8821.pdf' });

    const res = await orderOnFile(clientId);
    expect(res.statusCode).toBe(201);
    const order = await t.db
      .selectFrom('orders')
      .select(['form_file_id', 'form_name'])
      .where('client_id', '=', clientId)
      .executeTakeFirstOrThrow();
    const client = await t.db
      .selectFrom('clients')
      .select('form_file_id')
      .where('id', '=', clientId)
      .executeTakeFirstOrThrow();
    expect(order).toEqual({ form_file_id: client.form_file_id, form_name: 'signed-8821.pdf' });
  });

  it('an old form whose recorded periods still run is used', async () => {
    const clientId = await clientWithForm({ uploadedDaysAgo: 400, periods: ['2099'], expiresOn: '2099-12-31' });
    expect((await orderOnFile(clientId)).statusCode).toBe(201);
  });

  it('a rejected form is refused with why', async () => {
    const clientId = await clientWithForm({ uploadedDaysAgo: 10, rejected: true });
    const res = await orderOnFile(clientId);
    expect(res.statusCode).toBe(400);
    expect(message(res)).toMatchObject({ key: 'FORM_ON_FILE_INVALID', field: 'formOnFile' });
    expect(message(res).value).toMatch(
      /^The 8821 on file \(uploaded \d\d\.\d\d\.\d{4}\) was rejected\. Please upload a new signed 8821\.$/,
    );
    expect((await call(t.app, officer, 'GET', `/api/formdata/${clientId}/place-order`)).json().formOnFile).toBeNull();
  });

  it('a form uploaded more than 120 days ago without recorded periods is too old', async () => {
    const clientId = await clientWithForm({ uploadedDaysAgo: 121 });
    const res = await orderOnFile(clientId);
    expect(res.statusCode).toBe(400);
    expect(message(res).value).toMatch(
      /was uploaded on \d\d\.\d\d\.\d{4}, more than 120 days ago\. Please upload a new signed 8821\.$/,
    );
    expect(await t.db.selectFrom('orders').select('id').where('client_id', '=', clientId).execute()).toEqual([]);
  });

  it('counts the 120 days from the signature date the check read, not from the upload (decision 294)', async () => {
    // Signed 100 days before its upload 21 days ago: 121 days since signing, so no longer usable.
    const stale = await clientWithForm({ uploadedDaysAgo: 21, signedDaysBeforeUpload: 100 });
    expect((await call(t.app, officer, 'GET', `/api/formdata/${stale}/place-order`)).json().formOnFile).toBeNull();
    const res = await orderOnFile(stale);
    expect(res.statusCode).toBe(400);
    expect(message(res).value).toMatch(
      /^The 8821 on file was signed on \d\d\.\d\d\.\d{4}, more than 120 days ago\. Please upload a new signed 8821\.$/,
    );

    // The same form 19 days after its upload (119 days after signing) is usable until 120 days after signing.
    const fresh = await clientWithForm({ uploadedDaysAgo: 19, signedDaysBeforeUpload: 100 });
    const data = (await call(t.app, officer, 'GET', `/api/formdata/${fresh}/place-order`)).json();
    expect(data.formOnFile).toMatchObject({ usableUntil: addCalendarDays(today(), 1) });
    expect((await orderOnFile(fresh)).statusCode).toBe(201);

    // A signature date after the upload (a misread or misdated form) never lengthens the upload's 120 days.
    const misdated = await clientWithForm({ uploadedDaysAgo: 121, signedDaysBeforeUpload: -30 });
    expect((await orderOnFile(misdated)).statusCode).toBe(400);
  });

  it('an old form whose periods have all ended is refused, naming the last one', async () => {
    const clientId = await clientWithForm({ uploadedDaysAgo: 200, periods: ['2024'], expiresOn: '2024-12-31' });
    const res = await orderOnFile(clientId);
    expect(res.statusCode).toBe(400);
    expect(message(res).value).toBe(
      'The tax periods of the 8821 on file have all ended (the last on 12.31.2024). Please upload a new signed 8821.',
    );
  });

  it('a client with no form on file is told so; a file and formOnFile together are refused', async () => {
    const none = await clientWithForm(null);
    const res = await orderOnFile(none);
    expect(res.statusCode).toBe(400);
    expect(message(res).value).toBe('This client has no 8821 on file. Please upload the signed 8821.');

    const withForm = await clientWithForm({ uploadedDaysAgo: 1 });
    const both = [...onFileParts(withForm), { name: 'file', filename: '8821.pdf', bytes: await makePdf() }];
    const refused = await postMultipart(t.app, officer, '/api/forms/upload8821', both);
    expect(refused.statusCode).toBe(400);
    expect(message(refused).value).toBe('Send either the 8821 file or formOnFile, not both.');
  });

  it('a bundle order mixes an upload and the 8821 on file; one bad form on file refuses the whole bundle, naming its client', async () => {
    const [uploaded, onFile, tooOld] = [
      await clientWithForm(null),
      await clientWithForm({ uploadedDaysAgo: 5 }),
      await clientWithForm({ uploadedDaysAgo: 300 }),
    ];
    const bundle = (ids: { clientId: string; formOnFile?: boolean }[]): Part[] => [
      {
        name: 'bundle',
        value: JSON.stringify({
          product: 'TAXLENS:NEXT_DAY',
          orders: ids.map((o) => ({ ...o, formName: o.formOnFile ? undefined : 'Form 8821' })),
        }),
      },
    ];
    const pdf = await makePdf();
    const refused = await postMultipart(t.app, officer, '/api/forms/upload8821/bundle', [
      ...bundle([{ clientId: uploaded }, { clientId: tooOld, formOnFile: true }]),
      { name: 'forms', filename: 'a.pdf', bytes: pdf },
    ]);
    expect(refused.statusCode).toBe(400);
    expect(message(refused).value).toMatch(/^.+: The 8821 on file was uploaded on/);

    const placed = await postMultipart(t.app, officer, '/api/forms/upload8821/bundle', [
      ...bundle([{ clientId: uploaded }, { clientId: onFile, formOnFile: true }]),
      { name: 'forms', filename: 'a.pdf', bytes: pdf },
    ]);
    expect(placed.statusCode).toBe(201);
    expect(placed.json().orders).toHaveLength(2);
  });
});

describe('FORM_ON_FILE_DAYS set to 30: one rule for the order, the form data, the bulk send and the API documents', () => {
  let t30: TestApp;
  let officer30: Session;
  let acme30: string;

  /** A client of Acme whose current 8821 was uploaded that many days ago, with no recorded periods. */
  async function clientUploaded(daysAgo: number): Promise<{ id: string; uploadedAt: Date }> {
    const client = await createClient(
      t30.db,
      { piiKey: t30.config.piiKey },
      { lenderId: acme30, clientType: 'llc', contact: { email: `c${daysAgo}@borrower.test`, name: 'Casey Contact' } },
    );
    const file = await createStoredFile(t30.db, { lenderId: acme30, originalName: 'signed-8821.pdf' });
    const uploadedAt = noonDaysAgo(daysAgo);
    await t30.db.updateTable('stored_files').set({ created_at: uploadedAt }).where('id', '=', file.id).execute();
    await t30.db
      .updateTable('clients')
      .set({ form_file_id: file.id, authorization_periods: [] })
      .where('id', '=', client.id)
      .execute();
    return { id: client.id, uploadedAt };
  }

  beforeAll(async () => {
    t30 = await createTestApp({ env: { FORM_ON_FILE_DAYS: '30' } });
    acme30 = await lenderIdByName(t30.db, 'Acme Capital');
    officer30 = await openSession(t30.app, 'loan.officer', 'Acme Capital');
  });
  afterAll(() => t30.close());

  it('offers a form of 20 days with its last usable day, and refuses one of 40 days saying 30', async () => {
    expect(t30.config.formOnFileDays).toBe(30);
    const recent = await clientUploaded(20);
    const data = (await call(t30.app, officer30, 'GET', `/api/formdata/${recent.id}/place-order`)).json();
    expect(data.formOnFile).toMatchObject({
      originalName: 'signed-8821.pdf',
      usableUntil: businessDay(new Date(recent.uploadedAt.getTime() + 30 * DAY)),
    });

    const old = await clientUploaded(40);
    expect((await call(t30.app, officer30, 'GET', `/api/formdata/${old.id}/place-order`)).json().formOnFile).toBeNull();
    const res = await postMultipart(t30.app, officer30, '/api/forms/upload8821', onFileParts(old.id));
    expect(res.statusCode).toBe(400);
    expect(message(res).value).toMatch(
      /was uploaded on \d\d\.\d\d\.\d{4}, more than 30 days ago\. Please upload a new signed 8821\.$/,
    );

    // The bulk send's "without a usable 8821" choice skips the recent one only, saying until when it may be used.
    const preview = await call(t30.app, officer30, 'POST', '/api/signature-requests/bulk/preview', {
      clientIds: [recent.id, old.id],
      onlyWithoutUsableForm: true,
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().ready.map((r: { clientId: string }) => r.clientId)).toEqual([old.id]);
    expect(preview.json().skipped[0].reason).toMatch(
      /^The client has a usable 8821 on file \(uploaded \d\d\.\d\d\.\d{4}, usable until \d\d\.\d\d\.\d{4}\)\.$/,
    );

    // Both API documents state the setting's value.
    const portal = JSON.stringify((await t30.app.inject('/api/docs/json')).json());
    expect(portal).toContain('uploaded within 30 days');
    expect(portal).not.toContain('within 120 days');
    const publicApi = JSON.stringify((await t30.app.inject('/api/v1/openapi.json')).json());
    expect(publicApi).toContain('or else uploaded within 30 days');
  });
});
