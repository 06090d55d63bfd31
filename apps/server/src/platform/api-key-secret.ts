import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { ApiKeyMode } from '@taxlens/contracts';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** 32 random bytes written in base62 take at most 43 characters; shorter numbers are padded. */
const BODY_LENGTH = 43;
/** The part of the body kept in clear to find the key (and shown in lists): 8 characters. */
const LOOKUP_LENGTH = 8;
const SHAPE = /^tl_(live|test)_([0-9A-Za-z]{43})$/;

function base62(bytes: Buffer): string {
  let n = BigInt(`0x${bytes.toString('hex')}`);
  let out = '';
  while (n > 0n) {
    out = BASE62[Number(n % 62n)] + out;
    n /= 62n;
  }
  return out.padStart(BODY_LENGTH, '0');
}

export type ApiKeySecret = { secret: string; prefix: string; hash: string };

/** `tl_live_` or `tl_test_` + 32 random bytes in base62 (decision 190); only the hash is stored. */
export function newApiKeySecret(mode: ApiKeyMode): ApiKeySecret {
  const secret = `tl_${mode}_${base62(randomBytes(32))}`;
  return { secret, prefix: prefixOf(secret), hash: hashApiKey(secret) };
}

export const hashApiKey = (secret: string) => createHash('sha256').update(secret).digest('hex');

const prefixOf = (secret: string) => secret.slice(0, 'tl_live_'.length + LOOKUP_LENGTH);

/** The lookup prefix of something shaped like a key, or null (nothing is looked up for it). */
export function parseApiKey(candidate: string): { prefix: string; mode: ApiKeyMode } | null {
  const match = SHAPE.exec(candidate);
  return match ? { prefix: prefixOf(candidate), mode: match[1] as ApiKeyMode } : null;
}

/** Compares the presented key's hash with the stored one in constant time. */
export function matchesStoredHash(secret: string, storedHex: string): boolean {
  const presented = Buffer.from(hashApiKey(secret), 'hex');
  const stored = Buffer.from(storedHex, 'hex');
  return presented.length === stored.length && timingSafeEqual(presented, stored);
}
