import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../apps/server/src/config.js';
import { generateSealPair } from '../../apps/server/src/modules/esign/document/index.js';

/** Fixed secrets of the bench data sets: a kept data set's sealed tax ids and TOTP secrets stay readable. */
export const BENCH_PII_KEY = '42'.repeat(32);
export const BENCH_SESSION_SECRET = 'bench-session-secret-that-is-long-enough-0123456789';

/** Configuration of an in-process app (app.inject benchmarks) on a bench database. */
export function benchConfig(databaseUrl: string) {
  return loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    DATA_DIR: mkdtempSync(join(tmpdir(), 'taxlens-bench-')),
    SESSION_SECRET: BENCH_SESSION_SECRET,
    PII_KEY: BENCH_PII_KEY,
    LOG_LEVEL: 'silent',
  });
}

/** ESIGN_SEAL_KEY, ESIGN_SEAL_CERT and ESIGN_DESIGNEE for a production-mode bench server (production requires them). */
export async function benchEsignSettings(): Promise<{
  ESIGN_SEAL_KEY: string;
  ESIGN_SEAL_CERT: string;
  ESIGN_DESIGNEE: string;
}> {
  const pair = await generateSealPair('Bench seal');
  const designee = {
    name: 'Bench Transcripts',
    cafNumber: '0312-45678R',
    addressLine1: '1 Bench Street',
    city: 'Philadelphia',
    state: 'PA',
    zip: '19107',
    phone: '2155550100',
  };
  return { ESIGN_SEAL_KEY: pair.keyPem, ESIGN_SEAL_CERT: pair.certPem, ESIGN_DESIGNEE: JSON.stringify(designee) };
}
