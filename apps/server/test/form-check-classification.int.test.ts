import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCase } from '../../../packages/form-check/src/corpus/build-case.js';
import { CORPUS, type CorpusCase } from '../../../packages/form-check/src/corpus/cases.js';
import type { FormSpec } from '../../../packages/form-check/src/corpus/fill-form.js';
import { createFormCheckTask } from '../src/modules/form-check/index.js';
import { createJobRunner } from '../src/platform/jobs/runner.js';
import { createMovableClock } from './support/movable-clock.js';
import type { Part } from './support/multipart.js';
import { postMultipart, singleOrderParts } from './support/order-upload.js';
import {
  call,
  callWithKey,
  createTestApp,
  issueApiKey,
  lenderIdByName,
  openSession,
  type Session,
  type TestApp,
} from './support/test-app.js';

/**
 * Decision 285: the client's tax classification decides INCORRECT_ORG_TYPE, and the product of the order
 * being placed decides NO_INCOME_MONITORING_AUTH, on a real database (pre-checks and an order's check).
 */
describe('form check: tax classification and the product rule (decision 285)', { timeout: 120_000 }, () => {
  // The corpus forms are signed 02/20/2026 and received 2026-03-02: the check runs on that day.
  const clock = createMovableClock(new Date('2026-03-02T15:00:00Z'));
  let t: TestApp;
  let officer: Session;
  const corpusCase = (name: string) => CORPUS.find((c) => c.name === name)!;
  const formOf = (name: string, change: Partial<FormSpec> = {}) => {
    const c = corpusCase(name);
    return buildCase({ ...c, spec: { ...(c.spec as FormSpec), ...change } } as CorpusCase, 'digital');
  };
  const runChecks = () =>
    createJobRunner({ db: t.db, clock, log: t.app.log, jobs: [], tasks: [createFormCheckTask(t.app.ctx)] }).runTasks();
  async function preChecked(clientId: string, bytes: Uint8Array, fields: Part[] = []) {
    const started = await postMultipart(t.app, officer, `/api/form-checks/client/${clientId}`, [
      ...fields,
      { name: 'file', filename: 'form.pdf', bytes },
    ]);
    expect(started.statusCode, started.body).toBe(202);
    await runChecks();
    const res = await call(t.app, officer, 'GET', `/api/form-checks/${started.json().id}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { status: string; verdict: string; codes: string[]; findings: { sentence: string }[] };
  }
  const business = (clientType: string, businessName: string, ein: string, extra: object = {}) => ({
    clientType,
    businessName,
    ein,
    phone: '617-555-0100',
    addressLine1: '200 Harbor Way',
    city: 'Boston',
    state: 'MA',
    zip: '02110',
    ...extra,
  });
  async function created(body: object) {
    const res = await call(t.app, officer, 'POST', '/api/neoclients/create', body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  }
  const detail = async (id: string) => (await call(t.app, officer, 'GET', `/api/clients/${id}`)).json();

  beforeAll(async () => {
    t = await createTestApp({ clock });
    officer = await openSession(t.app, 'loan.officer', 'Acme Capital');
  });
  afterAll(() => t.close());

  it("decides INCORRECT_ORG_TYPE by the client's classification: an 1120 on an S corporation's form is a likely rejection", async () => {
    // The corpus's S corporation (Blue Heron Dental PC) with a line 3 asking for Form 1120.
    const id = await created(
      business('corp', 'Blue Heron Dental PC', '23-4567890', { taxClassification: 's_corporation' }),
    );
    expect((await detail(id)).taxClassification).toBe('s_corporation');
    const bytes = await formOf('org-type-1120-for-s-corp');
    const s = await preChecked(id, bytes);
    expect(s).toMatchObject({ status: 'done', verdict: 'likely_rejection', codes: ['INCORRECT_ORG_TYPE'] });
    expect(s.findings[0]!.sentence).toContain('it files 1120S');

    // The classification cleared on the client page: "not known", so an 1120 fits a corporation.
    const edit = await call(t.app, officer, 'PUT', `/api/neoclients/${id}`, {
      ...business('corp', 'Blue Heron Dental PC', '23-4567890'),
      taxClassification: null,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().taxClassification).toBeNull();
    expect(await preChecked(id, bytes)).toMatchObject({ verdict: 'ready', codes: [] });
  });

  it('accepts any return that fits an LLC whose classification is not known, and holds a known one to its return', async () => {
    const id = await created(business('llc', 'Cedar Hollow LLC', '57-8901234'));
    expect((await detail(id)).taxClassification).toBeNull();
    const bytes = await formOf('clean-llc_unknown'); // line 3: Form 1120-S
    expect(await preChecked(id, bytes)).toMatchObject({ verdict: 'ready', codes: [] });

    // An edit that leaves the classification out keeps it; one that sets partnership makes the 1120-S wrong.
    const base = business('llc', 'Cedar Hollow LLC', '57-8901234');
    expect(
      (await call(t.app, officer, 'PUT', `/api/neoclients/${id}`, { ...base, taxClassification: 'partnership' }))
        .statusCode,
    ).toBe(200);
    expect((await call(t.app, officer, 'PUT', `/api/neoclients/${id}`, base)).json().taxClassification).toBe(
      'partnership',
    );
    expect(await preChecked(id, bytes)).toMatchObject({ verdict: 'likely_rejection', codes: ['INCORRECT_ORG_TYPE'] });

    // The type changed to a partnership: the classification goes with it (a partnership's type tells its return).
    const changed = await call(t.app, officer, 'PUT', `/api/neoclients/${id}`, { ...base, clientType: 'partners' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().taxClassification).toBeNull();
  });

  it('refuses a classification that does not fit the type with a 400 naming the field, on the portal and /api/v1', async () => {
    const cases: [object, RegExp][] = [
      [
        business('partners', 'Oak Row Partners', '67-1111111', { taxClassification: 's_corporation' }),
        /Partnership has no tax classification/,
      ],
      [
        business('corp', 'Fit Test Corp', '67-2222222', { taxClassification: 'partnership' }),
        /c_corporation, s_corporation/,
      ],
      [
        business('corp', 'Fit Test Corp', '67-2222222', { taxClassification: 'disregarded' }),
        /c_corporation, s_corporation/,
      ],
      [business('llc', 'Fit Test LLC', '67-3333333', { taxClassification: 'sole_owner' }), /Tax classification/],
    ];
    for (const [body, sentence] of cases) {
      const res = await call(t.app, officer, 'POST', '/api/neoclients/create', body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().messages[0]).toMatchObject({ field: 'body.taxClassification' });
      expect(res.json().messages[0].value).toMatch(sentence);
    }
    const person = await call(t.app, officer, 'POST', '/api/neoclients/create', {
      clientType: 'individual',
      firstName: 'Ann',
      lastName: 'Ames',
      ssn: '123-45-6789',
      addressLine1: '1 Main St',
      city: 'Boston',
      state: 'MA',
      zip: '02110',
      taxClassification: 'c_corporation',
    });
    expect(person.statusCode).toBe(400);
    expect(person.json().messages[0].value).toMatch(/Individual has no tax classification/);

    const key = (await issueApiKey(t.app, await lenderIdByName(t.db, 'Acme Capital'), { scopes: ['read', 'write'] }))
      .secret;
    const post = (body: object, idem: string) =>
      callWithKey(t.app, key, 'POST', '/api/v1/clients', body, { 'idempotency-key': idem });
    const refused = await post(business('corp', 'Api Corp', '67-4444444', { taxClassification: 'disregarded' }), 'k1');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toContainEqual(expect.objectContaining({ path: 'body.taxClassification' }));
    const ok = await post(business('llc', 'Api LLC', '67-5555555', { taxClassification: 's_corporation' }), 'k2');
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().taxClassification).toBe('s_corporation');
  });

  it('checks the line 3 needs of the product chosen on Place Order (NO_INCOME_MONITORING_AUTH)', async () => {
    const id = await created(business('corp', 'Northwind Traders Inc', '12-3456789'));
    // Line 3 lists 1120 for 2021-2024 only: fine for a report, not for monitoring through 2026.
    const pastYears = await formOf('monitoring-past-years-only');
    expect(await preChecked(id, pastYears)).toMatchObject({ verdict: 'ready', codes: [] });
    expect(await preChecked(id, pastYears, [{ name: 'product', value: 'TAXLENS:NEXT_DAY' }])).toMatchObject({
      verdict: 'ready',
    });
    const monitoring = await preChecked(id, pastYears, [{ name: 'product', value: 'TAXLENS:MONTHLY' }]);
    expect(monitoring).toMatchObject({ verdict: 'likely_rejection', codes: ['NO_INCOME_MONITORING_AUTH'] });
    expect(monitoring.findings[0]!.sentence).toContain('income returns through the current year');

    // Employment taxes only: income verification and the tax return transcripts add-on need an income return.
    const employment = await formOf('clean-c_corp', {
      rows: [{ type: 'Employment', form: '941', years: '2022-2025' }],
    });
    const trt = await preChecked(id, employment, [
      { name: 'product', value: 'TAXLENS:NEXT_DAY' },
      { name: 'taxReturnTranscripts', value: 'true' },
    ]);
    expect(trt.codes).toEqual(['NO_INCOME_MONITORING_AUTH']);
    const badFlag = await postMultipart(t.app, officer, `/api/form-checks/client/${id}`, [
      { name: 'wageIncome', value: 'perhaps' },
      { name: 'file', filename: 'form.pdf', bytes: employment },
    ]);
    expect(badFlag.statusCode).toBe(400);

    // An order's own check reads the products from the order.
    const placed = await postMultipart(
      t.app,
      officer,
      '/api/forms/upload8821',
      singleOrderParts({ clientId: id, file: employment, product: 'INCOME_VERIFICATION:NEXT_DAY' }),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    await runChecks();
    const check = await t.db
      .selectFrom('form_checks')
      .select(['status', 'verdict', 'codes'])
      .where('order_id', '=', placed.json().orders[0].id)
      .executeTakeFirstOrThrow();
    expect(check).toMatchObject({ status: 'done', verdict: 'likely_rejection', codes: ['NO_INCOME_MONITORING_AUTH'] });
  });
});
