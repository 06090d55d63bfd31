import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, openSession, signIn, type Session, type TestApp } from './support/test-app.js';

describe('operations staff edit the content (Markdown in, sanitized HTML out)', () => {
  let t: TestApp;
  let ops: Session;
  beforeAll(async () => {
    t = await createTestApp();
    ops = await openSession(t.app, 'ops.admin', null);
  });
  afterAll(() => t.close());

  it('creates, updates and deletes an FAQ question, and the FAQ answers change with it', async () => {
    const types = (await call(t.app, ops, 'GET', '/api/ops/content/faq-types')).json() as {
      id: number;
      name: string;
    }[];
    const billing = types.find((x) => x.name === 'Billing')!;
    const created = await call(t.app, ops, 'POST', '/api/ops/content/posts', {
      postType: 'tg_tips',
      title: 'Can I pay by ACH?',
      bodyMarkdown: 'Yes, **ACH** and wire.',
      faqTypeIds: [billing.id],
      menuOrder: 500,
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    expect(created.json().bodyHtml).toBe('<p>Yes, <strong>ACH</strong> and wire.</p>');

    const listed = (
      await t.app.inject({ method: 'GET', url: `/wp-json/wp/v2/tg_tips?faq_type=${billing.id}&per_page=100` })
    ).json();
    expect(listed.map((p: { title: { rendered: string } }) => p.title.rendered)).toContain('Can I pay by ACH?');

    const updated = await call(t.app, ops, 'PUT', `/api/ops/content/posts/${id}`, {
      title: 'Can I pay by ACH or wire?',
      bodyMarkdown: 'Both.',
      faqTypeIds: [billing.id],
    });
    expect(updated.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/wp-json/wp/v2/tg_tips/${id}` })).json().content.rendered).toBe(
      '<p>Both.</p>',
    );

    expect((await call(t.app, ops, 'DELETE', `/api/ops/content/posts/${id}`)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/wp-json/wp/v2/tg_tips/${id}` })).statusCode).toBe(404);
    expect((await call(t.app, ops, 'DELETE', `/api/ops/content/posts/${id}`)).statusCode).toBe(404);
    const audit = await t.db.selectFrom('audit_log').select('action').where('target_id', '=', String(id)).execute();
    expect(audit.map((a) => a.action).sort()).toEqual(['content.deleted', 'content.updated']);
  });

  it('removes script and event handlers from everything an editor writes', async () => {
    const evil =
      'Read this <script>alert(1)</script><img src="/x.png" onerror="alert(2)"> [click](javascript:alert(3))';
    const post = await call(t.app, ops, 'POST', '/api/ops/content/posts', {
      postType: 'posts',
      title: 'Evil news',
      bodyMarkdown: evil,
      excerptMarkdown: evil,
    });
    const notice = await call(t.app, ops, 'POST', '/api/ops/content/global-notices', {
      type: 'warning',
      title: 'Evil notice',
      bodyMarkdown: evil,
    });
    expect(post.statusCode).toBe(201);
    expect(notice.statusCode).toBe(201);
    const news = (await t.app.inject({ method: 'GET', url: `/wp-json/wp/v2/posts/${post.json().id}` })).json();
    const active = (await t.app.inject({ method: 'GET', url: '/wp-json/portal-messaging/active' })).json() as {
      title: string;
      content: string;
    }[];
    const served = [
      news.content.rendered,
      news.excerpt.rendered,
      active.find((n) => n.title === 'Evil notice')!.content,
    ];
    for (const html of served) {
      expect(html).toContain('Read this');
      expect(html).not.toMatch(/<script|onerror|javascript:/i);
    }
  });

  it('refuses bad input with a 400 and a taken slug with a 409', async () => {
    const bad = await call(t.app, ops, 'POST', '/api/ops/content/posts', { postType: 'nope', title: '' });
    expect(bad.statusCode).toBe(400);
    const body = { postType: 'releases', title: 'Release X', slug: 'release-x' };
    expect((await call(t.app, ops, 'POST', '/api/ops/content/posts', body)).statusCode).toBe(201);
    const again = await call(t.app, ops, 'POST', '/api/ops/content/posts', body);
    expect(again.statusCode).toBe(409);
    expect((await call(t.app, ops, 'PUT', '/api/ops/content/posts/abc', body)).statusCode).toBe(400);
  });

  it("replaces a resource's PDF with an uploaded one, checked by its content", async () => {
    const resources = (await call(t.app, ops, 'GET', '/api/ops/content/posts?postType=portal_resources')).json() as {
      id: number;
    }[];
    const id = resources[0]!.id;
    const upload = (body: Buffer, name = 'New%20guide.pdf', session = ops) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/ops/content/posts/${id}/file?name=${name}`,
        headers: { cookie: session.cookie, 'x-csrf-token': session.csrf, 'content-type': 'application/pdf' },
        payload: body,
      });
    const document = await PDFDocument.create();
    document.addPage().drawText('A new guide for lenders');
    const pdf = Buffer.from(await document.save());
    const res = await upload(pdf);
    expect(res.statusCode, res.body).toBe(200);
    const listed = (
      await t.app.inject({ method: 'GET', url: '/wp-json/wp/v2/portal_resources?orderby=menu_order&order=asc' })
    ).json();
    const link = listed.find((r: { id: number }) => r.id === id).acf.attached_media as string;
    expect(link).toMatch(/\/New-guide\.pdf$/);
    const file = await t.app.inject({ method: 'GET', url: link });
    expect(file.rawPayload.length).toBe(pdf.length);

    expect((await upload(Buffer.from('<svg onload="alert(1)"/>'))).statusCode).toBe(400);
    // The signature alone is not enough: a renamed text file that starts like a PDF is refused too.
    expect((await upload(Buffer.from('%PDF-1.7\nnot really a document'))).statusCode).toBe(400);
    expect((await upload(pdf, 'evil.svg')).statusCode).toBe(400);
    const tips = (await call(t.app, ops, 'GET', '/api/ops/content/posts?postType=tg_tips')).json() as { id: number }[];
    const notResource = await t.app.inject({
      method: 'PUT',
      url: `/api/ops/content/posts/${tips[0]!.id}/file`,
      headers: { cookie: ops.cookie, 'x-csrf-token': ops.csrf, 'content-type': 'application/pdf' },
      payload: pdf,
    });
    expect(notResource.statusCode).toBe(404);
    const lenderAdmin = await openSession(t.app, 'lender.admin', 'Acme Capital');
    expect((await upload(pdf, 'x.pdf', lenderAdmin)).statusCode).toBe(403);
  });

  it('lets only ROLE_ADMIN edit', async () => {
    const lenderAdmin = await openSession(t.app, 'lender.admin', 'Acme Capital');
    const res = await call(t.app, lenderAdmin, 'POST', '/api/ops/content/posts', { postType: 'posts', title: 'x' });
    expect(res.statusCode).toBe(403);
  });

  it('a new terms version becomes a pending notice that users accept at their next sign-in', async () => {
    const before = await signIn(t.app, 'loan.officer');
    const pendingBefore = (await call(t.app, before, 'GET', '/api/eula')).json().pending;
    const published = await call(t.app, ops, 'POST', '/api/ops/terms', {
      title: 'TaxLens Portal Terms & Conditions',
      summary: 'Section 4 now allows invoices by e-mail.',
      bodyMarkdown: '## 4. Fees\n\nInvoices are sent by e-mail.',
    });
    expect(published.statusCode).toBe(201);
    expect(published.json().version).toBe(2);
    expect((await call(t.app, before, 'GET', '/api/terms')).json()).toMatchObject({
      version: 2,
      html: '<h2>4. Fees</h2>\n<p>Invoices are sent by e-mail.</p>',
    });

    const session = await signIn(t.app, 'loan.officer');
    const pending = (await call(t.app, session, 'GET', '/api/eula')).json().pending as {
      id: string;
      title: string;
      body: string;
    }[];
    expect(pending).toHaveLength(pendingBefore.length + 1);
    const notice = pending.find((n) => n.title === 'TaxLens Portal Terms & Conditions (version 2)')!;
    expect(notice.body).toContain('Section 4 now allows invoices by e-mail.');
    expect((await call(t.app, session, 'POST', `/api/eula/${notice.id}/accept`)).statusCode).toBe(200);

    // version 3 replaces version 2's notice: a user who never accepted 2 accepts only 3
    await call(t.app, ops, 'POST', '/api/ops/terms', {
      title: 'TaxLens Portal Terms & Conditions',
      summary: 'v3',
      bodyMarkdown: 'v3',
    });
    const viewer = await signIn(t.app, 'viewer');
    const titles = ((await call(t.app, viewer, 'GET', '/api/eula')).json().pending as { title: string }[]).map(
      (n) => n.title,
    );
    expect(titles).toEqual(['TaxLens Portal Terms & Conditions (version 3)']);
    const versions = (await call(t.app, ops, 'GET', '/api/ops/terms')).json() as { version: number }[];
    expect(versions.map((v) => v.version)).toEqual([3, 2, 1]);
  });
});
