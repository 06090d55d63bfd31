import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.js';

type Mode = 'ok' | 'fail' | 'hang';

/** A stand-in upstream WordPress whose behaviour the test switches. */
function startUpstream() {
  const state = { mode: 'ok' as Mode, hits: 0, version: 1 };
  const server: Server = createServer((request, response) => {
    state.hits += 1;
    if (state.mode === 'hang') return; // never answers
    if (state.mode === 'fail') {
      response.writeHead(502).end('bad gateway');
      return;
    }
    const body = [
      {
        id: 7,
        title: { rendered: `Upstream tip v${state.version}` },
        content: { rendered: '<p>ok</p><script>alert(1)</script>' },
        path: request.url,
      },
    ];
    response
      .writeHead(200, { 'content-type': 'application/json', 'x-wp-total': '1', 'x-wp-totalpages': '1' })
      .end(JSON.stringify(body));
  });
  return new Promise<{ url: string; state: typeof state; close: () => Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        state,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

describe('CONTENT_URL: an upstream WordPress, cached, with a timeout', () => {
  let t: TestApp;
  let upstream: Awaited<ReturnType<typeof startUpstream>>;
  beforeAll(async () => {
    upstream = await startUpstream();
    t = await createTestApp({
      env: { CONTENT_URL: upstream.url, CONTENT_TIMEOUT_MS: '300', CONTENT_CACHE_SECONDS: '0' },
    });
  });
  afterAll(async () => {
    await t.close();
    await upstream.close();
  });

  const tips = () =>
    t.app.inject({ method: 'GET', url: '/wp-json/wp/v2/tg_tips?_embed&orderby=menu_order&order=asc&per_page=100' });

  it('passes the call with its query on and answers the upstream shape, sanitized, with its paging headers', async () => {
    const res = await tips();
    expect(res.statusCode).toBe(200);
    const [tip] = res.json();
    expect(tip.title.rendered).toBe('Upstream tip v1');
    expect(tip.path).toBe('/wp-json/wp/v2/tg_tips?_embed&orderby=menu_order&order=asc&per_page=100');
    expect(tip.content.rendered).toBe('<p>ok</p>');
    expect(res.headers['x-wp-total']).toBe('1');
  });

  it('serves the last good copy when the upstream fails', async () => {
    upstream.state.mode = 'fail';
    const hits = upstream.state.hits;
    const res = await tips();
    expect(upstream.state.hits).toBe(hits + 1);
    expect(res.statusCode).toBe(200);
    expect(res.json()[0].title.rendered).toBe('Upstream tip v1');
  });

  it('gives up on a slow upstream after the timeout and serves the last good copy', async () => {
    upstream.state.mode = 'hang';
    const started = Date.now();
    const res = await tips();
    expect(Date.now() - started).toBeLessThan(3000);
    expect(res.statusCode).toBe(200);
    expect(res.json()[0].title.rendered).toBe('Upstream tip v1');
  });

  it('answers 503 in the error shape when there is no copy yet', async () => {
    upstream.state.mode = 'fail';
    const res = await t.app.inject({ method: 'GET', url: '/wp-json/wp/v2/releases?posts_per_page=5' });
    expect(res.statusCode).toBe(503);
    expect(res.json().messages[0].key).toBe('CONTENT_UNAVAILABLE');
  });

  it('takes the new copy once the upstream is back', async () => {
    upstream.state.mode = 'ok';
    upstream.state.version = 2;
    expect((await tips()).json()[0].title.rendered).toBe('Upstream tip v2');
  });
});

describe('CONTENT_URL cache freshness', () => {
  it('does not ask the upstream again while the cached copy is fresh', async () => {
    const upstream = await startUpstream();
    const t = await createTestApp({ seed: false, env: { CONTENT_URL: upstream.url, CONTENT_CACHE_SECONDS: '300' } });
    try {
      await t.app.inject({ method: 'GET', url: '/wp-json/portal-messaging/active' });
      await t.app.inject({ method: 'GET', url: '/wp-json/portal-messaging/active' });
      expect(upstream.state.hits).toBe(1);
    } finally {
      await t.close();
      await upstream.close();
    }
  });
});
