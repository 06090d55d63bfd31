import { createPrivateKey, randomBytes, X509Certificate } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { designeeInputSchema } from '@taxlens/contracts';
import { z } from 'zod';
import { canonicalEntry, isAddressOrRange, LOOPBACK_RANGES } from './domain/ip-allow-list.js';

const boolFromEnv = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** Sign-in calls per address per minute when LOGIN_RATE_LIMIT_PER_MINUTE is not set. */
export const DEFAULT_LOGIN_RATE_LIMIT_PER_MINUTE = 30;

// Optional settings that a launcher may pass through empty: an empty value counts as unset.
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  // Unset: 127.0.0.1 while the portal holds demo data, else 0.0.0.0 (listenHost below).
  HOST: optional(z.string().min(1)),
  PUBLIC_URL: z.url().optional(),
  PRODUCT_NAME: z.string().min(1).default('TaxLens'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  SESSION_SECRET: z.string().min(32).optional(),
  PII_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, 'PII_KEY must be 64 hex characters (32 bytes)')
    .optional(),
  SESSION_IDLE_SECONDS: z.coerce.number().int().positive().default(900),
  SESSION_COUNTDOWN_SECONDS: z.coerce.number().int().positive().default(30),
  KEEPALIVE_SECONDS: z.coerce.number().int().positive().default(600),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('TaxLens Portal <no-reply@taxlens.local>'),
  // DKIM signature of every SMTP mail (borrowers judge unsigned signing links as phishing): all three or none.
  DKIM_DOMAIN: optional(
    z
      .string()
      .regex(
        /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i,
        'DKIM_DOMAIN must be a domain name such as example.com',
      ),
  ),
  DKIM_SELECTOR: optional(
    z
      .string()
      .regex(
        /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i,
        'DKIM_SELECTOR must be a DNS label such as mail2026',
      ),
  ),
  DKIM_PRIVATE_KEY: optional(z.string().min(1)),
  SMS_PROVIDER_URL: z.url().optional(),
  SMS_ACCOUNT: z.string().optional(),
  SMS_TOKEN: z.string().optional(),
  SMS_SENDER: z.string().optional(),
  LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(DEFAULT_LOGIN_RATE_LIMIT_PER_MINUTE),
  // Signed-in callers (and account views) one instance remembers until a change is announced (decision 146); 0: none.
  CALLER_CACHE_ENTRIES: z.coerce.number().int().min(0).default(10_000),
  // How often the change listener proves itself live; a heartbeat unheard this long bypasses the memory.
  CALLER_HEARTBEAT_MS: z.coerce.number().int().min(50).max(60_000).default(5_000),
  // true/false, or the proxies whose X-Forwarded-For counts: addresses or CIDR ranges, comma-separated.
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v, c): boolean | string[] => {
      const t = v.trim().toLowerCase();
      if (['true', '1'].includes(t)) return true;
      if (['false', '0', ''].includes(t)) return false;
      const list = t
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean);
      if (list.some((x) => !isAddressOrRange(x))) {
        c.addIssue({
          code: 'custom',
          message: 'TRUST_PROXY must be true, false, or comma-separated IP addresses or CIDR ranges',
        });
        return z.NEVER;
      }
      return list;
    }),
  // Who may scrape GET /metrics besides nobody: addresses or CIDR ranges, comma-separated (default loopback).
  METRICS_ALLOW: optional(
    z.string().transform((v, c): string[] => {
      const list = v
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean)
        .map(canonicalEntry);
      if (list.length === 0 || list.some((x) => x === null)) {
        c.addIssue({ code: 'custom', message: 'METRICS_ALLOW must be comma-separated IP addresses or CIDR ranges' });
        return z.NEVER;
      }
      return list as string[];
    }),
  ),
  SEED_DEMO: boolFromEnv.optional(),
  ALLOW_DEMO_DATA: boolFromEnv.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SUPPORT_EMAIL: z.string().default('support@taxlens.example'),
  SUPPORT_PHONE: z.string().default('(800) 555-0142'),
  CONTENT_URL: z.url().optional(),
  CONTENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3000),
  CONTENT_CACHE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
  CASE_URL: z.string().min(1).optional(),
  CASE_ORG_ID: z.string().min(1).max(40).default('00D5e000000TaxLn'),
  CASE_NOTIFY_EMAIL: z.string().optional(),
  TILE_URL: z.string().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  TILE_ATTRIBUTION: z.string().default('&copy; OpenStreetMap contributors'),
  OFFICE_LAT: z.coerce.number().min(-90).max(90).default(39.9516),
  OFFICE_LNG: z.coerce.number().min(-180).max(180).default(-75.1605),
  JOBS_POLL_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  MONITORING_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(3600),
  TEST_MODE_COMPLETE_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  INSTANCE_NAME: z
    .string()
    .regex(/^[A-Za-z0-9._-]{1,64}$/, 'letters, digits, dot, dash and underscore only, at most 64')
    .optional(),
  REDIS_URL: optional(z.string().regex(/^rediss?:\/\//, 'REDIS_URL must start with redis:// or rediss://')),
  REDIS_KEY_PREFIX: z.string().min(1).max(100).default('taxlens:rl:'),
  S3_BUCKET: optional(z.string().min(3).max(63)),
  S3_ENDPOINT: optional(z.url()),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: optional(z.string()),
  S3_SECRET_ACCESS_KEY: optional(z.string()),
  S3_FORCE_PATH_STYLE: boolFromEnv.default(false),
  S3_SERVER_SIDE_ENCRYPTION: optional(z.enum(['AES256', 'aws:kms'])),
  // Tests and the demo only: webhooks over http and to loopback/private addresses (refused in production).
  WEBHOOK_ALLOW_PRIVATE: boolFromEnv.default(false),
  // The e-signed 8821's seal (docs/decisions/195): PEM text or a file path; the certificate may carry its chain after it.
  ESIGN_SEAL_KEY: optional(z.string().min(1)),
  ESIGN_SEAL_CERT: optional(z.string().min(1)),
  // The provider as line 2 designee of the 8821s the portal prefills: JSON of a designee (name, cafNumber, address, phone...).
  ESIGN_DESIGNEE: optional(z.string().min(1)),
  // Days a remote identity proof's photos are kept after operations' decision (docs/decisions/214).
  ESIGN_ID_IMAGE_RETENTION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  // Years an ended signature request's forms and evidence are kept, counted from its end (docs/decisions/219).
  ESIGN_FORM_RETENTION_YEARS: z.coerce.number().int().min(1).max(30).default(7),
  // Days after its signing or upload an 8821 on file may be used for an order (the IRS's receipt window; decision 176).
  FORM_ON_FILE_DAYS: z.coerce.number().int().min(1).max(365).default(120),
  // Threads that check uploaded 8821s at once (decision 274): each reads a form off the main thread, OCR included.
  FORM_CHECK_WORKERS: z.coerce.number().int().min(1).max(16).default(1),
  // Days a report's transcript files are kept after its completion (decision 283); 7 years. The facts stay.
  TRANSCRIPT_RETENTION_DAYS: z.coerce.number().int().min(1).max(36500).default(2557),
  // Forms stored before the check, queued for it per minute by the background pass (decision 289); 0 stops the pass.
  FORM_CHECK_BACKFILL_PER_MINUTE: z.coerce.number().int().min(0).max(600).default(2),
});

export type DkimConfig = { domainName: string; keySelector: string; privateKey: string };

export type EsignDesignee = z.output<typeof designeeInputSchema>;

/** The key and certificate that seal e-signed forms; chainPem: the certificates after the first in ESIGN_SEAL_CERT. */
export type EsignSealConfig = { keyPem: string; certPem: string; chainPem: string[] };

export type S3Config = {
  bucket: string;
  /** Unset: AWS S3 itself; set for S3-compatible services (MinIO, Ceph, R2...). */
  endpoint: string | undefined;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
  serverSideEncryption: 'AES256' | 'aws:kms' | undefined;
};

/** Reads a demo secret from ./data, creating it on first use, so restarts keep sessions and PII readable. */
function readOrCreateDemoSecret(dataDir: string, name: string): string {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const value = randomBytes(32).toString('hex');
  writeFileSync(file, value, { mode: 0o600 });
  return value;
}

export class ConfigError extends Error {}

/**
 * The settings as the server uses them: the environment checked by envSchema, then shaped (and
 * checked across settings) by toConfig. Config is this schema's output, not a second copy of it.
 */
const configSchema = envSchema.transform(toConfig);

export type Config = z.output<typeof configSchema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // toConfig runs only on a valid environment; its own refusals are ConfigErrors, thrown through.
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/** The checked environment shaped as the server uses it, with the checks that span settings (ConfigError). */
function toConfig(e: z.output<typeof envSchema>) {
  const production = e.NODE_ENV === 'production';
  if (production) {
    // PUBLIC_URL too: mails and PDFs build their links from it, never from a request's Host (which
    // anyone can set, and would poison reset links); a default of localhost would mail dead links.
    // ESIGN_*: a production form names the provider's real CAF designee and is sealed with its own certificate.
    const missing = (
      [
        'DATABASE_URL',
        'SESSION_SECRET',
        'PII_KEY',
        'PUBLIC_URL',
        'ESIGN_SEAL_KEY',
        'ESIGN_SEAL_CERT',
        'ESIGN_DESIGNEE',
      ] as const
    ).filter((k) => !e[k]);
    if (missing.length) throw new ConfigError(`Production mode needs ${missing.join(', ')}`);
    if (e.WEBHOOK_ALLOW_PRIVATE)
      throw new ConfigError(
        "WEBHOOK_ALLOW_PRIVATE=true would let webhooks reach this network's private addresses: it is for tests and the demo only",
      );
    if (e.SEED_DEMO && !e.ALLOW_DEMO_DATA) {
      throw new ConfigError(
        'SEED_DEMO=true in production mode would put the demo users and their published password in the database: unset SEED_DEMO, or set ALLOW_DEMO_DATA=true if a production-mode demo is meant',
      );
    }
  }
  if (e.SMS_PROVIDER_URL && !(e.SMS_ACCOUNT && e.SMS_TOKEN && e.SMS_SENDER)) {
    throw new ConfigError('SMS_PROVIDER_URL needs SMS_ACCOUNT, SMS_TOKEN and SMS_SENDER');
  }
  const s3 = readS3Config(e);
  const esignSeal = readEsignSeal(e);
  const dkim = readDkim(e);
  const esignDesignee = readEsignDesignee(e);
  const dataDir = resolve(e.DATA_DIR);
  const sessionSecret = e.SESSION_SECRET ?? readOrCreateDemoSecret(dataDir, 'session-secret');
  const piiKeyHex = e.PII_KEY ?? readOrCreateDemoSecret(dataDir, 'pii-key');
  return {
    env: e.NODE_ENV,
    production,
    port: e.PORT,
    /** HOST as set; unset, listenHost() decides at start once it knows whether the database holds demo data. */
    host: e.HOST,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    productName: e.PRODUCT_NAME,
    /** Periodic jobs (platform/jobs): how often an instance looks for due jobs; how often monitoring runs. */
    jobs: { pollSeconds: e.JOBS_POLL_SECONDS, monitoringIntervalSeconds: e.MONITORING_INTERVAL_SECONDS },
    /** API test mode (decision 189): a sandbox's open reports complete by themselves after this long. */
    testModeCompleteSeconds: e.TEST_MODE_COMPLETE_SECONDS,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    sessionSecret,
    piiKey: Buffer.from(piiKeyHex, 'hex'),
    sessionIdleSeconds: e.SESSION_IDLE_SECONDS,
    sessionCountdownSeconds: e.SESSION_COUNTDOWN_SECONDS,
    keepaliveSeconds: e.KEEPALIVE_SECONDS,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    /** DKIM_*: SMTP mail is signed with this key, published at `<keySelector>._domainkey.<domainName>`. */
    dkim,
    /** HTTP SMS provider; unset: texts go to the demo outbox. */
    sms:
      e.SMS_PROVIDER_URL && e.SMS_ACCOUNT && e.SMS_TOKEN && e.SMS_SENDER
        ? { endpoint: e.SMS_PROVIDER_URL, account: e.SMS_ACCOUNT, token: e.SMS_TOKEN, sender: e.SMS_SENDER }
        : undefined,
    loginRateLimitPerMinute: e.LOGIN_RATE_LIMIT_PER_MINUTE,
    /** How long a signed-in caller is remembered in memory (docs/decisions/122); 0 turns it off. */
    callerCacheEntries: e.CALLER_CACHE_ENTRIES,
    callerHeartbeatMs: e.CALLER_HEARTBEAT_MS,
    /** Whose X-Forwarded-For is believed: nobody (false), any peer (true), or these proxies. */
    trustProxy: e.TRUST_PROXY,
    /** Socket peers GET /metrics answers (never through a proxy): loopback unless METRICS_ALLOW says more. */
    metricsAllow: e.METRICS_ALLOW ?? LOOPBACK_RANGES,
    seedDemo: e.SEED_DEMO ?? !production,
    /** ALLOW_DEMO_DATA: production may start on a database the demo seed marked (docs/decisions/136). */
    allowDemoData: e.ALLOW_DEMO_DATA,
    logLevel: e.LOG_LEVEL,
    support: { email: e.SUPPORT_EMAIL, phone: e.SUPPORT_PHONE },
    /** CONTENT_URL: an upstream WordPress instead of the portal's own content (cached, with a timeout). */
    content: {
      upstreamUrl: e.CONTENT_URL?.replace(/\/+$/, ''),
      timeoutMs: e.CONTENT_TIMEOUT_MS,
      cacheSeconds: e.CONTENT_CACHE_SECONDS,
    },
    contact: {
      caseUrl: e.CASE_URL ?? '/api/web-to-case',
      orgId: e.CASE_ORG_ID,
      notifyEmail: e.CASE_NOTIFY_EMAIL ?? e.SUPPORT_EMAIL,
      tileUrl: e.TILE_URL,
      tileAttribution: e.TILE_ATTRIBUTION,
      office: { lat: e.OFFICE_LAT, lng: e.OFFICE_LNG },
    },
    /** Sent as X-Instance on every answer when set (npm run cluster names its instances), so one can see which instance answered. */
    instanceName: e.INSTANCE_NAME,
    /** REDIS_URL: rate-limit counters in Redis instead of the database (docs/decisions/110). */
    redis: e.REDIS_URL ? { url: e.REDIS_URL, keyPrefix: e.REDIS_KEY_PREFIX } : undefined,
    s3,
    /** WEBHOOK_ALLOW_PRIVATE: webhook endpoints may be http and loopback or private addresses (docs/decisions/184). */
    webhookAllowPrivate: e.WEBHOOK_ALLOW_PRIVATE,
    /** ESIGN_SEAL_KEY and ESIGN_SEAL_CERT; unset (demo and tests): a self-signed pair made into DATA_DIR (modules/esign/document). */
    esignSeal,
    /** ESIGN_DESIGNEE: the provider's designee block on prefilled 8821s; outside production a demo block by default. */
    esignDesignee,
    /** FORM_CHECK_WORKERS: threads (and jobs of the form-check lane) checking 8821s at once on an instance. */
    formCheckWorkers: e.FORM_CHECK_WORKERS,
    /** FORM_CHECK_BACKFILL_PER_MINUTE: orders' forms stored before the check queued for it per minute (2; 0: none). */
    formCheckBackfillPerMinute: e.FORM_CHECK_BACKFILL_PER_MINUTE,
    /** ESIGN_ID_IMAGE_RETENTION_DAYS: identity photos are deleted this many days after operations decide (30). */
    esignIdImageRetentionDays: e.ESIGN_ID_IMAGE_RETENTION_DAYS,
    /** ESIGN_FORM_RETENTION_YEARS: an ended request's forms, evidence and identity facts are deleted this long after its end (7). */
    esignFormRetentionYears: e.ESIGN_FORM_RETENTION_YEARS,
    /** FORM_ON_FILE_DAYS: an 8821 on file may be used for an order this many days after signing or upload (120). */
    formOnFileDays: e.FORM_ON_FILE_DAYS,
    /** TRANSCRIPT_RETENTION_DAYS: transcript files are deleted this many days after their report's completion (2557). */
    transcriptRetentionDays: e.TRANSCRIPT_RETENTION_DAYS,
  };
}

/** The demo's provider designee (a made-up CAF number), used when ESIGN_DESIGNEE is unset outside production. */
function demoDesignee(e: z.infer<typeof envSchema>): unknown {
  return {
    name: `${e.PRODUCT_NAME} Transcript Services`,
    cafNumber: '0312-45678R',
    addressLine1: '1500 Market Street',
    city: 'Philadelphia',
    state: 'PA',
    zip: '19102',
    phone: '(800) 555-0142',
  };
}

function readEsignDesignee(e: z.infer<typeof envSchema>): EsignDesignee {
  let raw: unknown;
  try {
    raw = e.ESIGN_DESIGNEE ? JSON.parse(e.ESIGN_DESIGNEE) : demoDesignee(e);
  } catch {
    throw new ConfigError(
      'ESIGN_DESIGNEE must be JSON: {"name", "cafNumber", "addressLine1", "city", "state", "zip", "phone", optional "addressLine2", "ptin", "fax"}',
    );
  }
  const parsed = designeeInputSchema.safeParse(raw);
  if (!parsed.success)
    throw new ConfigError(
      `ESIGN_DESIGNEE: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  return parsed.data;
}

const PEM_CERTIFICATE = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g;

/** PEM text as given (an environment may carry its line breaks as \n), or the file it names. */
function pemSetting(name: string, value: string): string {
  if (value.includes('-----BEGIN')) return value.replace(/\\n/g, '\n');
  try {
    return readFileSync(value, 'utf8');
  } catch {
    throw new ConfigError(`${name} is neither PEM text nor a readable file: ${value}`);
  }
}

/**
 * Both or neither; read and checked at start (the key parses, the certificate parses and belongs to
 * the key), so a wrong file stops the start instead of the first signing.
 */
function readEsignSeal(e: z.infer<typeof envSchema>): EsignSealConfig | undefined {
  if (!e.ESIGN_SEAL_KEY && !e.ESIGN_SEAL_CERT) return undefined;
  if (!e.ESIGN_SEAL_KEY || !e.ESIGN_SEAL_CERT) throw new ConfigError('ESIGN_SEAL_KEY and ESIGN_SEAL_CERT go together');
  const keyPem = pemSetting('ESIGN_SEAL_KEY', e.ESIGN_SEAL_KEY);
  const [certPem, ...chainPem] = pemSetting('ESIGN_SEAL_CERT', e.ESIGN_SEAL_CERT).match(PEM_CERTIFICATE) ?? [];
  if (!certPem) throw new ConfigError('ESIGN_SEAL_CERT holds no PEM certificate');
  try {
    if (!new X509Certificate(certPem).checkPrivateKey(createPrivateKey(keyPem)))
      throw new ConfigError('ESIGN_SEAL_CERT is not the certificate of ESIGN_SEAL_KEY');
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    throw new ConfigError(`ESIGN_SEAL_KEY or ESIGN_SEAL_CERT cannot be read: ${(error as Error).message}`);
  }
  return { keyPem, certPem, chainPem };
}

/**
 * All three or none, checked at start: the key must parse, and the sender's domain must be
 * DKIM_DOMAIN or under it, or receivers' DMARC checks would not count the signature as the sender's.
 */
function readDkim(e: z.infer<typeof envSchema>): DkimConfig | undefined {
  const given = (['DKIM_DOMAIN', 'DKIM_SELECTOR', 'DKIM_PRIVATE_KEY'] as const).filter((k) => e[k]);
  if (given.length === 0) return undefined;
  if (given.length < 3 || !e.DKIM_DOMAIN || !e.DKIM_SELECTOR || !e.DKIM_PRIVATE_KEY)
    throw new ConfigError('DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY go together');
  const privateKey = pemSetting('DKIM_PRIVATE_KEY', e.DKIM_PRIVATE_KEY);
  try {
    createPrivateKey(privateKey);
  } catch (error) {
    throw new ConfigError(`DKIM_PRIVATE_KEY cannot be read: ${(error as Error).message}`);
  }
  const domainName = e.DKIM_DOMAIN.toLowerCase();
  const fromDomain = /@([^@>\s]+)>?\s*$/.exec(e.MAIL_FROM)?.[1]?.toLowerCase();
  if (!fromDomain || (fromDomain !== domainName && !fromDomain.endsWith(`.${domainName}`))) {
    throw new ConfigError(
      `DKIM_DOMAIN (${domainName}) must be the domain of MAIL_FROM's address or one above it (MAIL_FROM: ${e.MAIL_FROM})`,
    );
  }
  return { domainName, keySelector: e.DKIM_SELECTOR, privateKey };
}

/**
 * S3 storage needs its bucket and both keys (the portal does not look for credentials elsewhere,
 * so a missing key is a start-up error, not a surprise at the first upload). Any other S3_* setting
 * without S3_BUCKET is an error too: files would silently go to local disk.
 */
function readS3Config(e: z.infer<typeof envSchema>): S3Config | undefined {
  if (!e.S3_BUCKET) {
    const stray = (
      ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_SERVER_SIDE_ENCRYPTION'] as const
    ).filter((k) => e[k]);
    if (stray.length)
      throw new ConfigError(
        `${stray.join(', ')} set without S3_BUCKET: set S3_BUCKET to store files in S3, or unset them`,
      );
    return undefined;
  }
  if (!e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY) {
    throw new ConfigError('S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  }
  return {
    bucket: e.S3_BUCKET,
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
    serverSideEncryption: e.S3_SERVER_SIDE_ENCRYPTION,
  };
}

/**
 * Where the portal listens: HOST when set; otherwise only this machine (127.0.0.1) while it holds
 * demo data, whose users share a published password (demo mode, or production with
 * ALLOW_DEMO_DATA on a database the demo seed marked), and every interface otherwise.
 */
export function listenHost(config: Config, holdsDemoData: boolean): string {
  return config.host ?? (holdsDemoData || !config.production ? '127.0.0.1' : '0.0.0.0');
}

/** The server keeps a session as long as the client's idle period plus its warning countdown. */
export function sessionTtlSeconds(config: Config): number {
  return config.sessionIdleSeconds + config.sessionCountdownSeconds;
}
