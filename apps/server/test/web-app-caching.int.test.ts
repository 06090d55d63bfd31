import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';
import { testConfig } from './support/test-app.js';

/** A built web app in miniature: index.html, an icon, and a content-hashed asset with its .gz. */
function fakeWebDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'taxlens-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>TaxLens</title>');
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const script = 'console.log("taxlens");'.repeat(100);
  writeFileSync(join(dist, 'assets', 'index-Ab12Cd34.js'), script);
  writeFileSync(join(dist, 'assets', 'index-Ab12Cd34.js.gz'), gzipSync(script));
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
      const res = await app.inject({ method: 'GET', url: '/assets/index-Ab12Cd34.js', headers: { 'accept-encoding': encoding } });
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
});
