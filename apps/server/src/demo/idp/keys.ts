import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateIdpKeyPair, type IdpKeyPair } from '../../modules/sso/index.js';

const loaded = new Map<string, Promise<IdpKeyPair>>();

async function readOrCreate(dataDir: string): Promise<IdpKeyPair> {
  const keyFile = join(dataDir, 'demo-idp-key.pem');
  const certFile = join(dataDir, 'demo-idp-cert.pem');
  if (existsSync(keyFile) && existsSync(certFile)) {
    return { privateKey: readFileSync(keyFile, 'utf8'), certificate: readFileSync(certFile, 'utf8') };
  }
  const pair = await generateIdpKeyPair('TaxLens demo identity provider');
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(keyFile, pair.privateKey, { mode: 0o600 });
  writeFileSync(certFile, pair.certificate);
  return pair;
}

/** The demo identity provider's own signing pair, generated once into DATA_DIR. */
export function loadDemoIdpKeys(dataDir: string): Promise<IdpKeyPair> {
  let pair = loaded.get(dataDir);
  if (!pair) {
    pair = readOrCreate(dataDir);
    loaded.set(dataDir, pair);
  }
  return pair;
}
