import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { ConfigError, listenHost } from '../src/config.js';
import { prepareDemoData } from '../src/demo/prepare-demo-data.js';
import { generateSealPair } from '../src/modules/esign/document/index.js';
import { createTestApp, type TestApp, testConfig } from './support/test-app.js';

const seal = await generateSealPair('Production test seal');
const DESIGNEE = JSON.stringify({
  name: 'Provider Transcripts LLC',
  cafNumber: '0312-45678R',
  addressLine1: '1 Penn Square',
  city: 'Philadelphia',
  state: 'PA',
  zip: '19107',
  phone: '2155550100',
});
const PRODUCTION = {
  ESIGN_SEAL_KEY: seal.keyPem,
  ESIGN_SEAL_CERT: seal.certPem,
  ESIGN_DESIGNEE: DESIGNEE,
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://unused@localhost/unused',
  SESSION_SECRET: 'p'.repeat(40),
  PII_KEY: 'cd'.repeat(32),
  PUBLIC_URL: 'https://portal.example.com',
};

// Every route under /dev, as demo mode mounts them.
const DEV_ROUTES = [
  { method: 'GET', url: '/dev/outbox.json' },
  { method: 'GET', url: '/dev/outbox' },
  { method: 'POST', url: '/dev/demo-users/:username/reset' },
  { method: 'POST', url: '/dev/demo-users/:username/invite' },
  { method: 'POST', url: '/dev/clients/:clientId/complete-open-report' },
  { method: 'GET', url: '/dev/idp/sso' },
  { method: 'POST', url: '/dev/idp/sso' },
] as const;

describe('production mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false, env: PRODUCTION });
  });
  afterAll(() => t.close());

  it('never serves the demo outbox and says it is not a demo', async () => {
    expect((await t.app.inject('/dev/outbox.json')).statusCode).toBe(404);
    expect((await t.app.inject('/dev/outbox')).statusCode).toBe(404);
    expect((await t.app.inject('/api/config')).json()).toMatchObject({ demo: false, productName: 'TaxLens' });
    expect(t.config.seedDemo).toBe(false);
  });

  it('never mounts /dev: none of its routes exists', async () => {
    for (const route of DEV_ROUTES) expect(t.app.hasRoute(route), `${route.method} ${route.url}`).toBe(false);
  });

  it("refuses to start without PUBLIC_URL: mail links never fall back to localhost or a request's Host", () => {
    const { PUBLIC_URL: _set, ...withoutPublicUrl } = PRODUCTION;
    expect(() => testConfig(withoutPublicUrl)).toThrow(/Production mode needs PUBLIC_URL/);
    expect(t.config.publicUrl).toBe('https://portal.example.com');
  });

  it('starts on a database without demo data, listening on every interface', async () => {
    expect(await prepareDemoData(t.db, t.config)).toEqual({ seeded: false, holdsDemoData: false });
    expect(listenHost(t.config, false)).toBe('0.0.0.0');
  });
});

describe('demo mode', () => {
  it('mounts every /dev route that production leaves out', async () => {
    const demo = await createTestApp({ seed: false });
    try {
      for (const route of DEV_ROUTES) expect(demo.app.hasRoute(route), `${route.method} ${route.url}`).toBe(true);
    } finally {
      await demo.close();
    }
  });
});

describe('production mode on a database the demo seed filled', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: PRODUCTION });
  });
  afterAll(() => t.close());

  it('refuses to start, saying why and how to go on', async () => {
    const refusal = prepareDemoData(t.db, t.config);
    await expect(refusal).rejects.toThrow(ConfigError);
    await expect(refusal).rejects.toThrow(/demo seed filled it.*DATABASE_URL.*ALLOW_DEMO_DATA=true/s);
  });

  it('starts with ALLOW_DEMO_DATA=true, still without /dev, listening on 127.0.0.1 unless HOST is set', async () => {
    const allowed = testConfig({ ...PRODUCTION, ALLOW_DEMO_DATA: 'true' });
    const prepared = await prepareDemoData(t.db, allowed);
    expect(prepared).toEqual({ seeded: false, holdsDemoData: true });
    expect(listenHost(allowed, prepared.holdsDemoData)).toBe('127.0.0.1');
    expect(listenHost(testConfig({ ...PRODUCTION, ALLOW_DEMO_DATA: 'true', HOST: '0.0.0.0' }), true)).toBe('0.0.0.0');
    const app = await buildApp({ config: allowed, db: t.db, webDist: null, logger: false });
    try {
      await app.ready();
      for (const route of DEV_ROUTES) expect(app.hasRoute(route), `${route.method} ${route.url}`).toBe(false);
    } finally {
      await app.close();
    }
  });
});
