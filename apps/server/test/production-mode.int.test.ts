import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.js';

describe('production mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      seed: false,
      env: { NODE_ENV: 'production', DATABASE_URL: 'postgres://unused@localhost/unused', SESSION_SECRET: 'p'.repeat(40), PII_KEY: 'cd'.repeat(32) },
    });
  });
  afterAll(() => t.close());

  it('never serves the demo outbox and says it is not a demo', async () => {
    expect((await t.app.inject('/dev/outbox.json')).statusCode).toBe(404);
    expect((await t.app.inject('/dev/outbox')).statusCode).toBe(404);
    expect((await t.app.inject('/api/config')).json()).toMatchObject({ demo: false, productName: 'TaxLens' });
    expect(t.config.seedDemo).toBe(false);
  });
});
