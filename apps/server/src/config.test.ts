import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, listenHost, loadConfig, sessionTtlSeconds } from './config.js';
import { generateSealPair } from './modules/esign/document/index.js';

const tempDir = () => mkdtempSync(join(tmpdir(), 'taxlens-config-'));
const seal = await generateSealPair('Config test seal');
const DESIGNEE = {
  name: 'Provider Transcripts LLC',
  cafNumber: '0312-45678R',
  addressLine1: '1 Penn Square',
  city: 'Philadelphia',
  state: 'PA',
  zip: '19107',
  phone: '2155550100',
};
const SEAL = { ESIGN_SEAL_KEY: seal.keyPem, ESIGN_SEAL_CERT: seal.certPem, ESIGN_DESIGNEE: JSON.stringify(DESIGNEE) };

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

  it('refuses production without DATABASE_URL, SESSION_SECRET, PII_KEY, PUBLIC_URL and ESIGN_*, naming them', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: tempDir() })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: tempDir() })).toThrow(
      /DATABASE_URL, SESSION_SECRET, PII_KEY, PUBLIC_URL, ESIGN_SEAL_KEY, ESIGN_SEAL_CERT, ESIGN_DESIGNEE/,
    );
    const settings = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://x@db/taxlens',
      SESSION_SECRET: 's'.repeat(40),
      PII_KEY: 'ab'.repeat(32),
      ...SEAL,
    };
    expect(() => loadConfig(settings)).toThrow(/needs PUBLIC_URL$/);
    const ok = loadConfig({ ...settings, PUBLIC_URL: 'https://portal.example.com' });
    expect(ok.seedDemo).toBe(false);
    expect(ok.publicUrl).toBe('https://portal.example.com');
  });

  it('listens on 127.0.0.1 while it holds demo data, unless HOST is set', () => {
    const dir = tempDir();
    const production = {
      NODE_ENV: 'production',
      DATA_DIR: dir,
      DATABASE_URL: 'postgres://x@db/taxlens',
      SESSION_SECRET: 's'.repeat(40),
      PII_KEY: 'ab'.repeat(32),
      PUBLIC_URL: 'https://portal.example.com',
      ...SEAL,
    };
    // Demo mode: its database is seeded, and /dev holds every code; other machines do not reach it.
    expect(listenHost(loadConfig({ DATA_DIR: dir }), true)).toBe('127.0.0.1');
    expect(listenHost(loadConfig({ DATA_DIR: dir, SEED_DEMO: 'false' }), false)).toBe('127.0.0.1');
    expect(listenHost(loadConfig({ DATA_DIR: dir, HOST: '0.0.0.0' }), true)).toBe('0.0.0.0');
    expect(listenHost(loadConfig({ DATA_DIR: dir, HOST: '' }), true)).toBe('127.0.0.1');
    // Production: every interface, except on a database the demo seed marked (ALLOW_DEMO_DATA=true).
    expect(listenHost(loadConfig(production), false)).toBe('0.0.0.0');
    expect(listenHost(loadConfig({ ...production, ALLOW_DEMO_DATA: 'true' }), true)).toBe('127.0.0.1');
    expect(listenHost(loadConfig({ ...production, ALLOW_DEMO_DATA: 'true', HOST: '10.0.0.4' }), true)).toBe('10.0.0.4');
  });

  it('refuses to seed demo data in production unless ALLOW_DEMO_DATA=true', () => {
    const production = {
      NODE_ENV: 'production',
      DATA_DIR: tempDir(),
      DATABASE_URL: 'postgres://x@db/taxlens',
      SESSION_SECRET: 's'.repeat(40),
      PII_KEY: 'ab'.repeat(32),
      PUBLIC_URL: 'https://portal.example.com',
      ...SEAL,
    };
    expect(loadConfig(production).allowDemoData).toBe(false);
    expect(() => loadConfig({ ...production, SEED_DEMO: 'true' })).toThrow(/SEED_DEMO.*ALLOW_DEMO_DATA=true/);
    expect(loadConfig({ ...production, SEED_DEMO: 'true', ALLOW_DEMO_DATA: 'true' }).seedDemo).toBe(true);
  });

  it('reads TRUST_PROXY as nobody, anybody, or the named proxies', () => {
    const dir = tempDir();
    expect(loadConfig({ DATA_DIR: dir }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: dir, TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ DATA_DIR: dir, TRUST_PROXY: '10.0.0.5, 10.1.0.0/16' }).trustProxy).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
    ]);
    expect(() => loadConfig({ DATA_DIR: dir, TRUST_PROXY: 'the-load-balancer' })).toThrow(/TRUST_PROXY/);
  });

  it('reads METRICS_ALLOW as loopback by default, or the named addresses and ranges', () => {
    const dir = tempDir();
    expect(loadConfig({ DATA_DIR: dir }).metricsAllow).toEqual(['127.0.0.0/8', '::1/128']);
    expect(loadConfig({ DATA_DIR: dir, METRICS_ALLOW: '' }).metricsAllow).toEqual(['127.0.0.0/8', '::1/128']);
    expect(loadConfig({ DATA_DIR: dir, METRICS_ALLOW: '10.0.0.5, 10.1.7.0/16' }).metricsAllow).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
    ]);
    expect(() => loadConfig({ DATA_DIR: dir, METRICS_ALLOW: 'prometheus.local' })).toThrow(/METRICS_ALLOW/);
    expect(() => loadConfig({ DATA_DIR: dir, METRICS_ALLOW: ' , ' })).toThrow(/METRICS_ALLOW/);
  });

  it('reads INSTANCE_NAME, the X-Instance header of a cluster instance, absent unless set', () => {
    const dir = tempDir();
    expect(loadConfig({ DATA_DIR: dir }).instanceName).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dir, INSTANCE_NAME: 'instance-2' }).instanceName).toBe('instance-2');
    expect(() => loadConfig({ DATA_DIR: dir, INSTANCE_NAME: 'two words' })).toThrow(/INSTANCE_NAME/);
  });

  it('names the variable of a bad value', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATA_DIR: tempDir() })).toThrow(/PORT/);
    expect(() => loadConfig({ PII_KEY: 'short', DATA_DIR: tempDir() })).toThrow(/PII_KEY must be 64 hex/);
    expect(() => loadConfig({ SESSION_IDLE_SECONDS: '0', DATA_DIR: tempDir() })).toThrow(/SESSION_IDLE_SECONDS/);
    expect(() => loadConfig({ KEEPALIVE_SECONDS: '-5', DATA_DIR: tempDir() })).toThrow(/KEEPALIVE_SECONDS/);
  });

  it('keeps rate-limit counters in the database unless REDIS_URL names a Redis', () => {
    const dir = tempDir();
    expect(loadConfig({ DATA_DIR: dir }).redis).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dir, REDIS_URL: '' }).redis).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dir, REDIS_URL: 'redis://cache:6379/2' }).redis).toEqual({
      url: 'redis://cache:6379/2',
      keyPrefix: 'taxlens:rl:',
    });
    expect(
      loadConfig({ DATA_DIR: dir, REDIS_URL: 'rediss://cache:6380', REDIS_KEY_PREFIX: 'portal-a:' }).redis?.keyPrefix,
    ).toBe('portal-a:');
    expect(() => loadConfig({ DATA_DIR: dir, REDIS_URL: 'cache:6379' })).toThrow(
      /REDIS_URL must start with redis:\/\//,
    );
  });

  it('stores files in S3 when S3_BUCKET is set with both keys, and says what is missing otherwise', () => {
    const dir = tempDir();
    const keys = { S3_ACCESS_KEY_ID: 'AKIA0000', S3_SECRET_ACCESS_KEY: 'secret' };
    expect(loadConfig({ DATA_DIR: dir }).s3).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dir, S3_BUCKET: 'taxlens-files', ...keys }).s3).toEqual({
      bucket: 'taxlens-files',
      endpoint: undefined,
      region: 'us-east-1',
      accessKeyId: 'AKIA0000',
      secretAccessKey: 'secret',
      forcePathStyle: false,
      serverSideEncryption: undefined,
    });
    const minio = loadConfig({
      DATA_DIR: dir,
      S3_BUCKET: 'files',
      S3_ENDPOINT: 'http://minio:9000',
      S3_FORCE_PATH_STYLE: 'true',
      S3_SERVER_SIDE_ENCRYPTION: 'AES256',
      ...keys,
    }).s3;
    expect(minio).toMatchObject({
      endpoint: 'http://minio:9000',
      forcePathStyle: true,
      serverSideEncryption: 'AES256',
    });
    expect(() => loadConfig({ DATA_DIR: dir, S3_BUCKET: 'taxlens-files' })).toThrow(
      'S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
    );
    expect(() => loadConfig({ DATA_DIR: dir, S3_BUCKET: 'taxlens-files', S3_ACCESS_KEY_ID: 'AKIA0000' })).toThrow(
      ConfigError,
    );
    expect(() => loadConfig({ DATA_DIR: dir, S3_ENDPOINT: 'http://minio:9000', ...keys })).toThrow(
      /S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY set without S3_BUCKET/,
    );
    expect(() => loadConfig({ DATA_DIR: dir, S3_BUCKET: 'files', S3_ENDPOINT: 'minio', ...keys })).toThrow(
      /S3_ENDPOINT/,
    );
    expect(() => loadConfig({ DATA_DIR: dir, S3_BUCKET: 'files', S3_SERVER_SIDE_ENCRYPTION: 'yes', ...keys })).toThrow(
      /S3_SERVER_SIDE_ENCRYPTION/,
    );
  });
});

describe('ESIGN_SEAL_KEY and ESIGN_SEAL_CERT', () => {
  it('take PEM text (line breaks as \\n too) or a file path, and split the certificate from its chain', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'seal-key.pem'), seal.keyPem);
    const other = await generateSealPair('Issuing CA');
    writeFileSync(join(dir, 'seal-cert.pem'), `${seal.certPem}\n${other.certPem}`);
    const fromFiles = loadConfig({
      DATA_DIR: dir,
      ESIGN_SEAL_KEY: join(dir, 'seal-key.pem'),
      ESIGN_SEAL_CERT: join(dir, 'seal-cert.pem'),
    }).esignSeal!;
    expect(fromFiles.keyPem).toBe(seal.keyPem);
    expect(fromFiles.certPem.trim()).toBe(seal.certPem.trim());
    expect(fromFiles.chainPem.map((c) => c.trim())).toEqual([other.certPem.trim()]);
    const escaped = loadConfig({
      DATA_DIR: dir,
      ESIGN_SEAL_KEY: seal.keyPem.replace(/\n/g, '\\n'),
      ESIGN_SEAL_CERT: seal.certPem,
    }).esignSeal!;
    expect(escaped.keyPem.trim()).toBe(seal.keyPem.trim());
    expect(loadConfig({ DATA_DIR: dir }).esignSeal).toBeUndefined();
  });

  it('refuses one without the other, an unreadable file, and a certificate of another key', async () => {
    const dir = tempDir();
    expect(() => loadConfig({ DATA_DIR: dir, ESIGN_SEAL_KEY: seal.keyPem })).toThrow(/go together/);
    expect(() =>
      loadConfig({ DATA_DIR: dir, ESIGN_SEAL_KEY: join(dir, 'missing.pem'), ESIGN_SEAL_CERT: seal.certPem }),
    ).toThrow(/neither PEM text nor a readable file/);
    const other = await generateSealPair('Someone else');
    expect(() => loadConfig({ DATA_DIR: dir, ESIGN_SEAL_KEY: other.keyPem, ESIGN_SEAL_CERT: seal.certPem })).toThrow(
      ConfigError,
    );
    expect(() => loadConfig({ DATA_DIR: dir, ESIGN_SEAL_KEY: other.keyPem, ESIGN_SEAL_CERT: seal.certPem })).toThrow(
      /not the certificate of ESIGN_SEAL_KEY/,
    );
  });
});

describe('DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY', () => {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const keyPem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const FROM = { MAIL_FROM: 'TaxLens Portal <no-reply@mail.lender-portal.example>' };

  it('are unset by default, and read a PEM key as text or from a file', () => {
    const dir = tempDir();
    expect(loadConfig({ DATA_DIR: dir }).dkim).toBeUndefined();
    writeFileSync(join(dir, 'dkim.pem'), keyPem);
    const dkim = loadConfig({
      DATA_DIR: dir,
      ...FROM,
      DKIM_DOMAIN: 'Lender-Portal.example',
      DKIM_SELECTOR: 'mail2026',
      DKIM_PRIVATE_KEY: join(dir, 'dkim.pem'),
    }).dkim;
    expect(dkim).toEqual({ domainName: 'lender-portal.example', keySelector: 'mail2026', privateKey: keyPem });
    expect(
      loadConfig({
        DATA_DIR: dir,
        ...FROM,
        DKIM_DOMAIN: 'mail.lender-portal.example',
        DKIM_SELECTOR: 's1',
        DKIM_PRIVATE_KEY: keyPem.replace(/\n/g, '\\n'),
      }).dkim?.privateKey.trim(),
    ).toBe(keyPem.trim());
  });

  it('refuses some without the others, a key that does not parse, a bad selector, and a domain the sender is not under', () => {
    const dir = tempDir();
    const all = {
      DATA_DIR: dir,
      ...FROM,
      DKIM_DOMAIN: 'lender-portal.example',
      DKIM_SELECTOR: 'mail2026',
      DKIM_PRIVATE_KEY: keyPem,
    };
    expect(() => loadConfig({ ...all, DKIM_SELECTOR: '' })).toThrow(
      /DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY go together/,
    );
    expect(() =>
      loadConfig({ ...all, DKIM_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\nnot a key\n-----END PRIVATE KEY-----' }),
    ).toThrow(/DKIM_PRIVATE_KEY cannot be read/);
    expect(() => loadConfig({ ...all, DKIM_SELECTOR: 'two words' })).toThrow(/DKIM_SELECTOR must be a DNS label/);
    expect(() => loadConfig({ ...all, DKIM_DOMAIN: 'other-portal.example' })).toThrow(
      /must be the domain of MAIL_FROM's address/,
    );
    expect(() => loadConfig({ ...all, DKIM_DOMAIN: 'portal.example' })).toThrow(
      /must be the domain of MAIL_FROM's address/,
    );
  });
});

describe('ESIGN_DESIGNEE', () => {
  it('is a designee as JSON, checked like one entered on the Designees page; outside production a demo block by default', () => {
    const dir = tempDir();
    const set = loadConfig({ DATA_DIR: dir, ESIGN_DESIGNEE: JSON.stringify(DESIGNEE) }).esignDesignee;
    expect(set).toMatchObject({
      name: 'Provider Transcripts LLC',
      cafNumber: '0312-45678R',
      phone: '(215) 555-0100',
      ptin: null,
      fax: null,
    });
    expect(loadConfig({ DATA_DIR: dir }).esignDesignee.name).toBe('TaxLens Transcript Services');
    expect(() => loadConfig({ DATA_DIR: dir, ESIGN_DESIGNEE: '{name' })).toThrow(/ESIGN_DESIGNEE must be JSON/);
    expect(() =>
      loadConfig({ DATA_DIR: dir, ESIGN_DESIGNEE: JSON.stringify({ ...DESIGNEE, cafNumber: '12' }) }),
    ).toThrow(/ESIGN_DESIGNEE: cafNumber: CAF number must look like/);
  });

  it('reads the retention and form-on-file settings, with their defaults, and refuses values out of bounds at start', () => {
    const dir = tempDir();
    expect(loadConfig({ DATA_DIR: dir })).toMatchObject({ esignFormRetentionYears: 7, formOnFileDays: 120 });
    expect(loadConfig({ DATA_DIR: dir, ESIGN_FORM_RETENTION_YEARS: '10', FORM_ON_FILE_DAYS: '90' })).toMatchObject({
      esignFormRetentionYears: 10,
      formOnFileDays: 90,
    });
    expect(() => loadConfig({ DATA_DIR: dir, FORM_ON_FILE_DAYS: '0' })).toThrow(/FORM_ON_FILE_DAYS/);
    expect(() => loadConfig({ DATA_DIR: dir, FORM_ON_FILE_DAYS: '366' })).toThrow(/FORM_ON_FILE_DAYS/);
    expect(() => loadConfig({ DATA_DIR: dir, ESIGN_FORM_RETENTION_YEARS: '0' })).toThrow(/ESIGN_FORM_RETENTION_YEARS/);
    expect(() => loadConfig({ DATA_DIR: dir, ESIGN_FORM_RETENTION_YEARS: 'seven' })).toThrow(
      /ESIGN_FORM_RETENTION_YEARS/,
    );
  });
});
