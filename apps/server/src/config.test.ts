import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, sessionTtlSeconds } from './config.js';

const tempDir = () => mkdtempSync(join(tmpdir(), 'taxlens-config-'));

describe('loadConfig', () => {
  it('runs in demo mode with generated secrets kept in the data folder', () => {
    const dir = tempDir();
    const first = loadConfig({ DATA_DIR: dir });
    const second = loadConfig({ DATA_DIR: dir });
    expect(first.production).toBe(false);
    expect(first.seedDemo).toBe(true);
    expect(first.port).toBe(3000);
    expect(first.piiKey).toHaveLength(32);
    expect(second.piiKey.equals(first.piiKey)).toBe(true);
    expect(second.sessionSecret).toBe(first.sessionSecret);
    expect(readFileSync(join(dir, 'pii-key'), 'utf8')).toMatch(/^[0-9a-f]{64}$/);
    expect(sessionTtlSeconds(first)).toBe(930);
  });

  it('refuses production without DATABASE_URL, SESSION_SECRET and PII_KEY, naming them', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: tempDir() })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: tempDir() })).toThrow(/DATABASE_URL, SESSION_SECRET, PII_KEY/);
    const ok = loadConfig({
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://x@db/taxlens',
      SESSION_SECRET: 's'.repeat(40),
      PII_KEY: 'ab'.repeat(32),
    });
    expect(ok.seedDemo).toBe(false);
  });

  it('reads TRUST_PROXY as nobody, anybody, or the named proxies', () => {
    const dir = tempDir();
    expect(loadConfig({ DATA_DIR: dir }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: dir, TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ DATA_DIR: dir, TRUST_PROXY: '10.0.0.5, 10.1.0.0/16' }).trustProxy).toEqual(['10.0.0.5', '10.1.0.0/16']);
    expect(() => loadConfig({ DATA_DIR: dir, TRUST_PROXY: 'the-load-balancer' })).toThrow(/TRUST_PROXY/);
  });

  it('names the variable of a bad value', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATA_DIR: tempDir() })).toThrow(/PORT/);
    expect(() => loadConfig({ PII_KEY: 'short', DATA_DIR: tempDir() })).toThrow(/PII_KEY must be 64 hex/);
    expect(() => loadConfig({ SESSION_IDLE_SECONDS: '0', DATA_DIR: tempDir() })).toThrow(/SESSION_IDLE_SECONDS/);
    expect(() => loadConfig({ KEEPALIVE_SECONDS: '-5', DATA_DIR: tempDir() })).toThrow(/KEEPALIVE_SECONDS/);
  });
});
