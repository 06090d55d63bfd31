import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, openSession, type TestApp } from './support/test-app.js';

type Post = {
  id: number;
  title: { rendered: string };
  content: { rendered: string };
  excerpt: { rendered: string };
  menu_order: number;
  date: string;
  link: string;
  faq_type?: number[];
  acf: { attached_media?: string };
  _embedded?: { 'wp:featuredmedia'?: { source_url: string; mime_type: string }[] };
};

describe('content service (WordPress REST shapes)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('answers FAQ categories ordered by menu_order, with their question counts, without credentials', async () => {
    const res = await get('/wp-json/wp/v2/faq_type?orderby=menu_order&order=desc&per_page=100');
    expect(res.statusCode).toBe(200);
    const types = res.json() as { id: number; name: string; slug: string; count: number; menu_order: number }[];
    expect(types.map((x) => x.name)).toEqual([
      'Ordering reports',
      'Form 8821',
      'Delivery speeds',
      'Rejected forms',
      'Monitoring and alerts',
      'Account and security',
      'Billing',
    ]);
    expect(types[6]).toEqual({ id: expect.any(Number), name: 'Billing', slug: 'billing', count: 2, menu_order: 1 });
    expect(res.headers['x-wp-total']).toBe('7');
  });

  it('answers the FAQ questions (tg_tips) in menu order with their categories and rendered HTML', async () => {
    const res = await get('/wp-json/wp/v2/tg_tips?_embed&orderby=menu_order&order=asc&per_page=100');
    expect(res.statusCode).toBe(200);
    const tips = res.json() as Post[];
    expect(tips.length).toBeGreaterThan(40);
    expect(tips.map((x) => x.menu_order)).toEqual([...tips.map((x) => x.menu_order)].sort((a, b) => a - b));
    const how = tips.find((x) => x.title.rendered === 'How do I fill in Form 8821?')!;
    expect(how.content.rendered).toContain('<strong>Line 4:</strong> leave it <strong>unchecked</strong>');
    expect(how.faq_type).toHaveLength(1);
    // every rejection reason of spec 2 §8 is explained
    expect(tips.filter((x) => x.title.rendered.startsWith('Rejected: '))).toHaveLength(21);
    expect(res.headers['x-wp-totalpages']).toBe('1');
  });

  it('pages with per_page and page, and filters by faq_type', async () => {
    const first = await get('/wp-json/wp/v2/tg_tips?orderby=menu_order&order=asc&per_page=5&page=2');
    expect((first.json() as Post[]).map((x) => x.menu_order)).toEqual([6, 7, 8, 9, 10]);
    const types = (await get('/wp-json/wp/v2/faq_type?per_page=100')).json() as { id: number; name: string }[];
    const billing = types.find((x) => x.name === 'Billing')!;
    const filtered = (await get(`/wp-json/wp/v2/tg_tips?faq_type=${billing.id}`)).json() as Post[];
    expect(filtered.map((x) => x.title.rendered).sort()).toEqual([
      'Am I charged for a rejected form?',
      'Where do I find my invoices?',
    ]);
  });

  it('refuses bad parameters with a 400 in the one error shape', async () => {
    // Found by the fuzz run (docs/decisions/117): ids past PostgreSQL's integer range answered 500.
    const huge = '9'.repeat(30);
    for (const q of [
      'per_page=101',
      'per_page=0',
      'orderby=evil',
      'order=sideways',
      'page=-1',
      'faq_type=1;drop',
      `faq_type=${huge}`,
      'faq_type=2147483648',
    ]) {
      const res = await get(`/wp-json/wp/v2/tg_tips?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().messages[0].key, q).toBe('VALIDATION_ERROR');
    }
    expect((await get('/wp-json/wp/v2/posts/999999')).statusCode).toBe(404);
    expect((await get(`/wp-json/wp/v2/posts/${huge}`)).statusCode).toBe(400);
    expect((await get('/wp-json/wp/v2/posts/2147483648')).statusCode).toBe(400);
  });

  it('answers resources with embedded featured images and a real downloadable PDF', async () => {
    const res = await get('/wp-json/wp/v2/portal_resources?_embed&orderby=menu_order&order=asc');
    const resources = res.json() as Post[];
    expect(resources.map((r) => r.title.rendered)).toEqual([
      'Form 8821 completion guide',
      'Rejection reasons and how to fix them',
      'Delivery speeds and cut-off times',
      'Monitoring your portfolio',
    ]);
    for (const r of resources) {
      const image = r._embedded?.['wp:featuredmedia']?.[0];
      expect(image?.mime_type).toBe('image/svg+xml');
      expect((await get(image!.source_url)).statusCode).toBe(200);
      const pdf = await get(r.acf.attached_media!);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const doc = await PDFDocument.load(pdf.rawPayload);
      expect(doc.getTitle()).toBe(r.title.rendered);
      expect(doc.getPageCount()).toBeGreaterThan(0);
    }
    // without _embed there is no _embedded
    expect((await get('/wp-json/wp/v2/portal_resources')).json()[0]._embedded).toBeUndefined();
  });

  it('answers the latest 5 release posts, newest first (posts_per_page=5), and news posts', async () => {
    const releases = (await get('/wp-json/wp/v2/releases?posts_per_page=5')).json() as Post[];
    expect(releases).toHaveLength(5);
    expect(releases.map((r) => r.date)).toEqual([...releases.map((r) => r.date)].sort().reverse());
    expect(releases[0]!.title.rendered).toMatch(/^Release 2026\.11/);
    const news = (await get('/wp-json/wp/v2/posts?_embed&per_page=3')).json() as Post[];
    expect(news).toHaveLength(3);
    expect(news[0]!.excerpt.rendered).toMatch(/^<p>/);
    expect(news[0]!._embedded?.['wp:featuredmedia']?.[0]?.source_url).toMatch(/^\/wp-json\/portal\/v1\/media\//);
    const one = await get(`/wp-json/wp/v2/posts/${news[0]!.id}`);
    expect(one.json().title.rendered).toBe(news[0]!.title.rendered);
    // Read More is relative, whatever host the user came in by (docs/decisions/160)
    const byIp = await t.app.inject({
      method: 'GET',
      url: `/wp-json/wp/v2/posts/${news[0]!.id}`,
      headers: { host: '127.0.0.1:9999' },
    });
    expect(byIp.json().link).toBe(`/news/${news[0]!.id}`);
  });

  it('answers active global notices as id, type, title, content', async () => {
    await t.db
      .insertInto('global_notices')
      .values([
        { type: 'warning', title: 'IRS systems maintenance', body_html: '<p>Saturday</p>' },
        { type: 'positive', title: 'Old', body_html: '<p>x</p>', active: false },
      ])
      .execute();
    const res = await get('/wp-json/portal-messaging/active');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { id: expect.any(Number), type: 'warning', title: 'IRS systems maintenance', content: '<p>Saturday</p>' },
    ]);
  });

  it('serves the current Terms & Conditions to signed-in users', async () => {
    const s = await openSession(t.app, 'loan.officer', 'Acme Capital');
    const res = await call(t.app, s, 'GET', '/api/terms');
    expect(res.statusCode).toBe(200);
    const terms = res.json();
    expect(terms.version).toBe(1);
    for (const text of [
      '30 days\u2019 written notice',
      '12 months',
      '6 months',
      'within 20 days',
      '3 months',
      '6 years',
      '15 years',
      '5%',
      '60 days',
      'at most 3 depositions',
      '4 hours',
      'within 1 year',
      'Customer Information',
      'Beta Testing',
    ]) {
      expect(terms.html.replaceAll("'", '\u2019').replaceAll('&#39;', '\u2019'), text).toContain(text);
    }
    expect((await call(t.app, null, 'GET', '/api/terms')).statusCode).toBe(401);
  });
});
