import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

// Format of a sealed value: `v1:` + base64(iv | tag | ciphertext). The version prefix lets a
// later key rotation or algorithm change read old rows next to new ones.
const VERSION = 'v1:';
const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_BYTES = 32;

export class PiiError extends Error {}

function assertKey(key: Buffer): void {
  if (key.length !== KEY_BYTES) throw new PiiError(`The PII key must be ${KEY_BYTES} bytes`);
}

/** Bytes sealed with AES-256-GCM: iv | tag | ciphertext (the body of a `v1:` value, used as is for files). */
export function encryptBytes(key: Buffer, plain: Uint8Array): Buffer {
  assertKey(key);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, iv);
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]);
}

export function decryptBytes(key: Buffer, raw: Uint8Array): Buffer {
  assertKey(key);
  if (raw.length < IV_BYTES + TAG_BYTES) throw new PiiError('PII value is truncated');
  const decipher = createDecipheriv(ALGORITHM, key, raw.subarray(0, IV_BYTES));
  decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  try {
    return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
  } catch {
    // GCM authentication failed: wrong key or a tampered value. Never return garbage.
    throw new PiiError('PII value cannot be decrypted with this key');
  }
}

export function encryptPii(key: Buffer, plain: string): string {
  return VERSION + encryptBytes(key, Buffer.from(plain, 'utf8')).toString('base64');
}

export function decryptPii(key: Buffer, sealed: string): string {
  assertKey(key);
  if (!sealed.startsWith(VERSION)) throw new PiiError('Unknown PII format');
  return decryptBytes(key, Buffer.from(sealed.slice(VERSION.length), 'base64')).toString('utf8');
}

/** Digits only: '12-3456789' and '123456789' are the same tax id. */
export function normalizeTaxId(input: string): string {
  return input.replace(/\D/g, '');
}

export function lastFour(digits: string): string {
  return normalizeTaxId(digits).slice(-4);
}

// The blind index must not reuse the encryption key: HKDF derives an independent HMAC key.
const hmacKeys = new WeakMap<Buffer, Buffer>();

function deriveHmacKey(key: Buffer): Buffer {
  let derived = hmacKeys.get(key);
  if (!derived) {
    derived = Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), 'taxlens/tax-id-blind-index/v1', KEY_BYTES));
    hmacKeys.set(key, derived);
  }
  return derived;
}

/** A keyed hash of the tax id, stored to find duplicates without decrypting (a plain hash of 9 digits is brute-forced in seconds). */
export function hashTaxId(key: Buffer, normalizedDigits: string): string {
  assertKey(key);
  return createHmac('sha256', deriveHmacKey(key)).update(normalizedDigits).digest('hex');
}
