import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { createTestDatabase } from './support/test-database.js';
import { call, createTestApp, openSession, testConfig, type TestApp } from './support/test-app.js';

// GET /metrics (decision 150): Prometheus text for the operator's scraper, answered only to the
// socket peers of METRICS_ALLOW (loopback by default) and never through a proxy (DESIGN.md,
// loopback-only). inject's default peer is 127.0.0.1.

let t: TestApp;
let missing: unknown;

beforeAll(async () => {
  t = await createTestApp();
  missing = (await t.app.inject('/no-such-call-at-all')).json();
});
afterAll(() => t.close());

/** The value of one series in a scrape, or undefined when the scrape lacks it. */
function valueOf(scrape: string, series: string): number | undefined {
  const line = scrape.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  it('shows request latency by route pattern and status, database times, caches and backlogs', async () => {
    const session = await openSession(t.app, 'loan.officer', 'Acme Capital', { noticesAccepted: true });
    expect((await t.app.inject('/api/health')).statusCode).toBe(200);
    const dashboard = await call(t.app, session, 'GET', '/api/dashboard/portfolio');
    expect(dashboard.statusCode).toBe(200);
    expect((await call(t.app, session, 'GET', '/api/dashboard/portfolio')).statusCode).toBe(200);
    expect((await call(t.app, null, 'GET', '/api/dashboard/portfolio')).statusCode).toBe(401);
    // A mail waiting an hour: the outbox lag an operator alerts on.
    await t.db
      .insertInto('outbox')
      .values({ channel: 'email', payload: JSON.stringify({}), created_at: new Date(Date.now() - 3_600_000) })
      .execute();

    const scrape = await t.app.inject('/metrics');
    expect(scrape.statusCode).toBe(200);
    expect(scrape.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = scrape.body;
    const bucket = (route: string, status: number) =>
      `http_request_duration_seconds_count{method="GET",route="${route}",status_code="${status}"}`;
    expect(valueOf(text, bucket('/api/health', 200))).toBeGreaterThanOrEqual(1);
    expect(valueOf(text, bucket('/api/dashboard/portfolio', 200))).toBeGreaterThanOrEqual(2);
    expect(valueOf(text, bucket('/api/dashboard/portfolio', 401))).toBeGreaterThanOrEqual(1);
    // Unmatched URLs share one series instead of one per probe.
    expect(text).toContain('route="no route",status_code="404"');
    expect(text).not.toContain('no-such-call-at-all');
    expect(text).toMatch(
      /^http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/api\/health",status_code="200"\} \d+$/m,
    );
    expect(text).toMatch(/^db_query_duration_seconds_count\{database="(pglite|postgres)",outcome="ok"\} [1-9]\d*$/m);
    expect(text).toMatch(/^db_pool_wait_seconds_count\{database="(pglite|postgres)"\} [1-9]\d*$/m);
    expect(valueOf(text, 'cache_hits_total{cache="dashboard-figures"}')).toBeGreaterThanOrEqual(1);
    expect(valueOf(text, 'cache_misses_total{cache="dashboard-figures"}')).toBeGreaterThanOrEqual(1);
    expect(valueOf(text, 'outbox_lag_seconds')).toBeGreaterThanOrEqual(3590);
    expect(valueOf(text, 'outbox_pending')).toBeGreaterThanOrEqual(1);
    expect(valueOf(text, 'job_queue_depth')).toBeGreaterThanOrEqual(0);
    expect(text).toContain('process_cpu_seconds_total');
  });

  it('refuses another peer, and a loopback peer whose request a proxy forwarded, as a path that does not exist', async () => {
    for (const remoteAddress of ['192.0.2.7', '10.0.0.5', '::ffff:10.0.0.5', '2001:db8::7']) {
      const answer = await t.app.inject({ url: '/metrics', remoteAddress });
      expect(answer.statusCode, remoteAddress).toBe(404);
      expect(answer.json()).toEqual(missing);
    }
    for (const headers of [
      { forwarded: 'for=127.0.0.1' },
      { 'x-forwarded-for': '127.0.0.1' },
      { 'x-real-ip': '127.0.0.1' },
    ]) {
      const answer = await t.app.inject({ url: '/metrics', headers });
      expect(answer.statusCode, JSON.stringify(headers)).toBe(404);
      expect(answer.body).not.toContain('http_request_duration_seconds');
    }
  });

  it('answers the peers METRICS_ALLOW names instead of loopback, still never forwarded', async () => {
    const other = await createTestApp({ env: { METRICS_ALLOW: '10.0.0.0/8, 2001:db8::7' }, seed: false });
    try {
      expect((await other.app.inject({ url: '/metrics', remoteAddress: '10.20.30.40' })).statusCode).toBe(200);
      expect((await other.app.inject({ url: '/metrics', remoteAddress: '2001:db8::7' })).statusCode).toBe(200);
      expect((await other.app.inject({ url: '/metrics', remoteAddress: '127.0.0.1' })).statusCode).toBe(404);
      expect(
        (
          await other.app.inject({
            url: '/metrics',
            remoteAddress: '10.20.30.40',
            headers: { 'x-forwarded-for': '10.20.30.40' },
          })
        ).statusCode,
      ).toBe(404);
    } finally {
      await other.close();
    }
  });
});

describe('the log of an answer', () => {
  it('is one line at info with the request, the status and the time, and no body', async () => {
    const stream = new PassThrough();
    let logs = '';
    stream.on('data', (chunk: Buffer) => (logs += chunk.toString('utf8')));
    const logged = await createTestApp({ env: { LOG_LEVEL: 'info' }, logStream: stream, seed: false });
    try {
      const answer = await logged.app.inject({
        method: 'POST',
        url: '/api/portal/login?probe=1',
        payload: { username: 'nobody', password: 'a-secret-Body-1' },
      });
      await new Promise((resolve) => setImmediate(resolve));
      const lines = logs
        .split('\n')
        .filter((l) => l.includes('/api/portal/login?probe=1'))
        .map((l) => JSON.parse(l) as Record<string, never>);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({
        msg: 'request completed',
        req: { method: 'POST' },
        res: { statusCode: answer.statusCode },
      });
      expect(typeof lines[0]!['responseTime']).toBe('number');
      expect(logs).not.toContain('a-secret-Body-1');
    } finally {
      await logged.close();
    }
  });
});

describe('/metrics refused beside the web app', () => {
  it("answers a refused scraper as any unknown page (the app's index.html), not with a tell-tale 404", async () => {
    const dist = mkdtempSync(join(tmpdir(), 'taxlens-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>TaxLens</title>');
    const database = await createTestDatabase();
    const app = await buildApp({ config: testConfig(), db: database.db, webDist: dist, logger: false });
    try {
      const unknown = await app.inject({ url: '/no-such-page', remoteAddress: '192.0.2.7' });
      const refused = await app.inject({ url: '/metrics', remoteAddress: '192.0.2.7' });
      const forwarded = await app.inject({ url: '/metrics', headers: { 'x-forwarded-for': '127.0.0.1' } });
      for (const answer of [refused, forwarded]) {
        expect(answer.statusCode).toBe(unknown.statusCode);
        expect(answer.headers['content-type']).toBe(unknown.headers['content-type']);
        expect(answer.body).toBe(unknown.body);
      }
      expect(unknown.body).toContain('<title>TaxLens</title>');
      expect((await app.inject('/metrics')).body).toContain('http_request_duration_seconds');
    } finally {
      await app.close();
      await database.close();
    }
  });
});
