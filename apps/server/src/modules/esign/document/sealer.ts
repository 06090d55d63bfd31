import { readFile, writeFile } from 'node:fs/promises';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { generate } from 'selfsigned';
import type { Config } from '../../../config.js';
import type { Sealer } from './seal.js';

export const DEMO_SEAL_KEY_FILE = 'esign-seal-key.pem';
export const DEMO_SEAL_CERT_FILE = 'esign-seal-cert.pem';

/** A fresh self-signed RSA-2048 / SHA-256 pair for sealing (the demo, tests and benchmarks). */
export async function generateSealPair(commonName: string): Promise<{ keyPem: string; certPem: string }> {
  const pems = await generate(
    [
      { name: 'commonName', value: commonName },
      { name: 'organizationName', value: commonName },
    ],
    {
      keySize: 2048,
      algorithm: 'sha256',
      notAfterDate: new Date(Date.now() + 10 * 365 * 86_400_000),
      extensions: [
        { name: 'basicConstraints', cA: false },
        { name: 'keyUsage', digitalSignature: true, nonRepudiation: true, critical: true },
      ],
    },
  );
  return { keyPem: pems.private, certPem: pems.cert };
}

/**
 * The demo's pair, made into DATA_DIR on first use and kept (like the demo PII key), so every form
 * the demo seals carries the same certificate. Files are written exclusively: when two instances
 * race, the loser reads the winner's pair.
 */
async function readOrCreateDemoPair(config: Config, attempt = 1): Promise<{ keyPem: string; certPem: string }> {
  const keyFile = join(config.dataDir, DEMO_SEAL_KEY_FILE);
  const certFile = join(config.dataDir, DEMO_SEAL_CERT_FILE);
  const existing = await Promise.all([readFile(keyFile, 'utf8'), readFile(certFile, 'utf8')]).catch(() => null);
  if (existing) return { keyPem: existing[0], certPem: existing[1] };
  mkdirSync(config.dataDir, { recursive: true });
  const pair = await generateSealPair(`${config.productName} Portal demo signature certificate`);
  try {
    await writeFile(certFile, pair.certPem, { flag: 'wx', mode: 0o644 });
    await writeFile(keyFile, pair.keyPem, { flag: 'wx', mode: 0o600 });
    return pair;
  } catch (error) {
    // Another instance is writing its pair; a half-written pair left by a crash needs a person.
    if (attempt >= 40)
      throw new Error(`Cannot make the demo seal pair in ${config.dataDir}: ${(error as Error).message}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    return readOrCreateDemoPair(config, attempt + 1);
  }
}

const demoPairs = new Map<string, Promise<{ keyPem: string; certPem: string }>>();

/** The key and certificate that seal e-signed forms: ESIGN_SEAL_* when set (always in production), else the demo pair. */
export async function loadSealer(config: Config): Promise<Sealer> {
  if (config.esignSeal) return { ...config.esignSeal, name: config.productName };
  let pair = demoPairs.get(config.dataDir);
  if (!pair) {
    pair = readOrCreateDemoPair(config);
    demoPairs.set(config.dataDir, pair);
    pair.catch(() => demoPairs.delete(config.dataDir));
  }
  return { ...(await pair), name: config.productName };
}
