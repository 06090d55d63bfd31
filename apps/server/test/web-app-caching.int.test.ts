import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';
import { testConfig } from './support/test-app.js';

// As the web build writes them (apps/web/build/startup-shell.ts): the skeleton for every page, and
// the dashboard's own shell with the script that writes the stored greeting.
const GENERIC_SHELL = '<main id="main"><div role="status">Loading…</div></main>';
const GREETING_SCRIPT = 'document.currentScript.previousElementSibling.textContent="Welcome"';
const DASHBOARD_SHELL = `<div class="startup-header"></div><main id="main"><h1></h1><script>${GREETING_SCRIPT}</script><div role="status">Loading…</div></main>`;
const ENTRY = '<script type="module" crossorigin src="/assets/index-Ab12Cd34.js"></script>';

/** A built web app in miniature: index.html, an icon, and a content-hashed asset with its .gz. */
function fakeWebDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'taxlens-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    `<!doctype html><head><title>TaxLens</title>${ENTRY}</head><div id="root"><!--startup-shell-->${GENERIC_SHELL}<!--/startup-shell--></div>`,
  );
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const script = 'console.log("taxlens");'.repeat(100);
  writeFileSync(join(dist, 'assets', 'index-Ab12Cd34.js'), script);
  writeFileSync(join(dist, 'assets', 'index-Ab12Cd34.js.gz'), gzipSync(script));
  mkdirSync(join(dist, '.vite'));
  const hints = [
    { route: '/auth/login', signedIn: false, js: ['/assets/auth-Xy12.js'], css: ['/assets/form-kit-Zz34.css'] },
    {
      route: '/',
      signedIn: true,
      js: ['/assets/dashboard-Qw56.js', '/assets/signed-in-bar-Er78.js'],
      css: [],
      shell: DASHBOARD_SHELL,
    },
    { route: '/sign/:token', signedIn: false, js: ['/assets/esign-Tk90.js'], css: [] },
    { route: '/place-order/:clientId', signedIn: true, js: ['/assets/orders-Po12.js'], css: [] },
  ];
  writeFileSync(join(dist, '.vite', 'first-load-hints.json'), JSON.stringify(hints));
  return dist;
}

describe('serving the built web app', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp({ config: testConfig(), db: database.db, webDist: fakeWebDist(), logger: false });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('lets browsers keep content-hashed assets for a year, compressed or not', async () => {
    for (const encoding of ['gzip', 'identity']) {
      const res = await app.inject({
        method: 'GET',
        url: '/assets/index-Ab12Cd34.js',
        headers: { 'accept-encoding': encoding },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['content-encoding']).toBe(encoding === 'gzip' ? 'gzip' : undefined);
    }
  });

  it('has the page itself and unhashed files revalidated, so a new release shows at once', async () => {
    for (const url of ['/', '/dashboard', '/favicon.svg']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
    expect((await app.inject({ method: 'GET', url: '/' })).body).toContain('<title>TaxLens</title>');
  });

  describe('the first page of a visit names its own files, fetched with the entry (decision 225)', () => {
    const SIGN_IN_FILES = [
      '<link rel="modulepreload" crossorigin href="/assets/auth-Xy12.js">',
      '<link rel="stylesheet" crossorigin href="/assets/form-kit-Zz34.css">',
    ];
    const DASHBOARD_FILE =
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/dashboard-Qw56.js">';

    it('the sign-in page, in each encoding the browser accepts', async () => {
      const decode = { br: brotliDecompressSync, gzip: gunzipSync, identity: (body: Buffer) => body };
      for (const [acceptEncoding, encoding] of [
        ['gzip, deflate, br', 'br'],
        ['gzip', 'gzip'],
        ['br;q=0, gzip', 'gzip'],
        ['deflate', 'identity'],
      ] as const) {
        const res = await app.inject({
          method: 'GET',
          url: '/auth/login?next=%2Finvoices',
          headers: { 'accept-encoding': acceptEncoding },
        });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(res.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
        expect(res.headers['cache-control']).toBe('no-cache');
        expect(res.headers.vary).toMatch(/accept-encoding/i);
        const html = decode[encoding](res.rawPayload).toString();
        for (const link of SIGN_IN_FILES) expect(html).toContain(link);
        // In the head, before the app starts; the page itself is unchanged.
        expect(html.indexOf(SIGN_IN_FILES[0]!)).toBeLessThan(html.indexOf('</head>'));
        expect(html).toContain('<title>TaxLens</title>');
        expect(html).toContain(GENERIC_SHELL);
        expect(html).not.toContain('/assets/dashboard-Qw56.js');
        // It renders from its scripts: they keep the browser's default priority.
        expect(html).toContain(ENTRY);
        expect(html).not.toContain('fetchpriority');
      }
    });

    it("the dashboard's files only to a browser that holds a session cookie", async () => {
      const signedOut = await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'identity' } });
      expect(signedOut.body).not.toContain('modulepreload');
      const withSession = await app.inject({
        method: 'GET',
        url: '/',
        headers: { 'accept-encoding': 'identity' },
        cookies: { taxlens_session: 'any' },
      });
      expect(withSession.statusCode).toBe(200);
      expect(withSession.body).toContain(DASHBOARD_FILE);
      expect(withSession.body).toContain('/assets/signed-in-bar-Er78.js');
      expect(withSession.headers.vary).toMatch(/cookie/i);
    });

    it('a route with a parameter names its files for every path of its shape (decision 318)', async () => {
      const get = (url: string, cookies: Record<string, string> = {}) =>
        app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' }, cookies });
      expect((await get('/sign/Ab-12_cd?x=1')).body).toContain('/assets/esign-Tk90.js');
      expect((await get('/sign/Ab-12_cd/extra')).body).not.toContain('modulepreload');
      expect((await get('/sign/')).body).not.toContain('modulepreload');
      const order = '/place-order/0058654f-410c-496b-a26b-55e7f0a1b2c3';
      expect((await get(order)).body).not.toContain('modulepreload');
      expect((await get(order, { taxlens_session: 'any' })).body).toContain('/assets/orders-Po12.js');
      expect((await get('/place-order/on-demand/42', { taxlens_session: 'any' })).body).not.toContain('modulepreload');
    });

    it('any other page gets the plain index.html', async () => {
      for (const url of ['/invoices', '/auth/login/extra', '/auth/eula']) {
        const res = await app.inject({
          method: 'GET',
          url,
          headers: { 'accept-encoding': 'identity' },
          cookies: { taxlens_session: 'any' },
        });
        expect(res.statusCode, url).toBe(200);
        expect(res.body, url).not.toContain('modulepreload');
      }
    });
  });

  describe('the dashboard paints its own shell from the HTML (decision 246)', () => {
    it('to a browser with a session cookie: the greeting shell in place of the skeleton, its scripts after the stylesheets', async () => {
      const res = await app.inject({
        method: 'GET',
        url: '/',
        headers: { 'accept-encoding': 'identity' },
        cookies: { taxlens_session: 'any' },
      });
      expect(res.body).toContain(`<div id="root">${DASHBOARD_SHELL}</div>`);
      expect(res.body).not.toContain(GENERIC_SHELL);
      expect(res.body).toContain(
        '<script type="module" fetchpriority="low" crossorigin src="/assets/index-Ab12Cd34.js">',
      );
      expect(res.body).not.toMatch(/<link rel="modulepreload" crossorigin/);
    });

    it("allows the shell's inline script by its hash, and no other inline script", async () => {
      const res = await app.inject({ method: 'GET', url: '/', cookies: { taxlens_session: 'any' } });
      const scriptSrc = String(res.headers['content-security-policy'])
        .split(';')
        .find((directive) => directive.startsWith('script-src'));
      const hash = createHash('sha256').update(GREETING_SCRIPT).digest('base64');
      expect(scriptSrc).toBe(`script-src 'self' 'sha256-${hash}'`);
      // A call's JSON answer carries the API's own policy, not the page's (decision 343).
      expect((await app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy']).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
    });

    it('without a session cookie: the skeleton alone, as every other page', async () => {
      const res = await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'identity' } });
      expect(res.body).toContain(GENERIC_SHELL);
      expect(res.body).not.toContain('<script>');
    });

    it('refuses to start on a shell that is not text, or an index.html without the place for it', async () => {
      const notText = fakeWebDist();
      writeFileSync(
        join(notText, '.vite', 'first-load-hints.json'),
        JSON.stringify([{ route: '/', signedIn: true, js: [], css: [], shell: { html: 1 } }]),
      );
      await expect(
        buildApp({ config: testConfig(), db: database.db, webDist: notText, logger: false }),
      ).rejects.toThrow(/first-load hints/);
      const noPlace = fakeWebDist();
      writeFileSync(join(noPlace, 'index.html'), '<!doctype html><head></head><div id="root"></div>');
      await expect(
        buildApp({ config: testConfig(), db: database.db, webDist: noPlace, logger: false }),
      ).rejects.toThrow(/startup shell/);
    });
  });

  it('refuses to start on a hints file that would write anything but build assets into the page', async () => {
    const dist = fakeWebDist();
    const hostile = [
      { route: '/auth/login', signedIn: false, js: ['/assets/a.js"><script>alert(1)</script>'], css: [] },
    ];
    writeFileSync(join(dist, '.vite', 'first-load-hints.json'), JSON.stringify(hostile));
    await expect(buildApp({ config: testConfig(), db: database.db, webDist: dist, logger: false })).rejects.toThrow(
      /first-load hints/,
    );
  });
});
