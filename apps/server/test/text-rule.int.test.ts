import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePdf, type Part } from './support/multipart.js';
import { postMultipart, singleOrderParts } from './support/order-upload.js';
import { call, createTestApp, openSession, type Session, type TestApp } from './support/test-app.js';

const address = { addressLine1: '12 Harbor Way', city: 'Tampa', state: 'FL', zip: '33602' };
const llc = (businessName: string, ein = '59-2234567') => ({
  clientType: 'llc',
  businessName,
  ein,
  phone: '(813) 555-0101',
  ...address,
});

describe('the one text rule at the API', () => {
  let t: TestApp;
  let officer: Session;
  let ops: Session;

  beforeAll(async () => {
    t = await createTestApp();
    officer = await openSession(t.app, 'loan.officer', 'Acme Capital');
    ops = await openSession(t.app, 'ops.admin', null);
  });
  afterAll(() => t.close());

  it.each([
    ['only zero-width characters', '\u200b\u200c\u200d', 'contains only invisible characters'],
    ['control characters', 'Harbor\u0007 Lights\u0000 LLC', 'contains a control character'],
    ['a lone surrogate', 'Harbor \ud83d Lights LLC', 'contains a broken character'],
    ['a right-to-left override', 'Harbor \u202eCLL', 'contains a hidden text-direction character'],
  ])('refuses a client name of %s with 400 naming the field', async (_case, businessName, sentence) => {
    const res = await call(t.app, officer, 'POST', '/api/neoclients/create', llc(businessName));
    expect(res.statusCode, res.body).toBe(400);
    const message = res.json().messages[0];
    expect(message).toMatchObject({ key: 'VALIDATION_ERROR', field: 'body.businessName' });
    expect(message.value).toContain(`Legal name ${sentence}`);
  });

  it('stores names people type in NFC', async () => {
    const res = await call(
      t.app,
      officer,
      'POST',
      '/api/neoclients/create',
      llc('Cafe\u0301 Ni\u00f1o LLC', '59-3234567'),
    );
    expect(res.statusCode, res.body).toBe(201);
    const row = await t.db
      .selectFrom('clients')
      .select('business_name')
      .where('id', '=', res.json().id)
      .executeTakeFirstOrThrow();
    expect(row.business_name).toBe('Caf\u00e9 Ni\u00f1o LLC');
  });

  it('keeps line breaks in a multi-line field and refuses them in a one-line field', async () => {
    const form = {
      orgid: t.config.contact.orgId,
      subject: 'Help',
      reason: 'Other',
      description: 'Line one\r\nline two',
    };
    const multi = await t.app.inject({ method: 'POST', url: '/api/web-to-case', payload: form });
    expect(multi.statusCode, multi.body).toBe(303);
    const oneLine = await t.app.inject({
      method: 'POST',
      url: '/api/web-to-case',
      payload: { ...form, subject: 'Help\nme' },
    });
    expect(oneLine.statusCode).toBe(400);
    expect(oneLine.json().messages[0].field).toBe('body.subject');
  });

  it('stores an 8821 formName and upload name as safe base names', async () => {
    const created = await call(t.app, officer, 'POST', '/api/neoclients/create', llc('Path Games LLC', '59-4234567'));
    expect(created.statusCode, created.body).toBe(201);
    const clientId: string = created.json().id;
    const parts: Part[] = singleOrderParts({
      clientId,
      file: await makePdf(),
      filename: '../../etc/\u0007passwd.pdf',
    }).map((p) => (p.name === 'formName' ? { name: 'formName', value: '../../../../tmp/x.pdf' } : p));
    const res = await postMultipart(t.app, officer, '/api/forms/upload8821', parts);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().orders[0].formName).toBe('x.pdf');
    const order = await t.db
      .selectFrom('orders')
      .select(['form_name', 'form_file_id'])
      .where('client_id', '=', clientId)
      .executeTakeFirstOrThrow();
    expect(order.form_name).toBe('x.pdf');
    const file = await t.db
      .selectFrom('stored_files')
      .select('original_name')
      .where('id', '=', order.form_file_id!)
      .executeTakeFirstOrThrow();
    expect(file.original_name).toBe('passwd.pdf');
  });

  it('answers an operations post title as escaped text, never a script element', async () => {
    const created = await call(t.app, ops, 'POST', '/api/ops/content/posts', {
      postType: 'posts',
      title: '<script>alert(1)</script> Rates & terms',
      bodyMarkdown: 'Body',
    });
    expect(created.statusCode, created.body).toBe(201);
    const post = (await t.app.inject({ method: 'GET', url: `/wp-json/wp/v2/posts/${created.json().id}` })).json();
    expect(post.title.rendered).toBe('&lt;script&gt;alert(1)&lt;/script&gt; Rates &amp; terms');
    const list = (await t.app.inject({ method: 'GET', url: '/wp-json/wp/v2/posts?per_page=100' })).json() as {
      title: { rendered: string };
    }[];
    expect(list.some((p) => p.title.rendered.includes('<script'))).toBe(false);
  });
});
