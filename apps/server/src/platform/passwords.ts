import argon2 from 'argon2';
import { createConcurrencyLimit } from './concurrency-limit.js';

/**
 * At most two argon2 computations at once (docs/decisions/237). Each holds one of libuv's four worker
 * threads and 64 MiB for its whole run; unbounded, a burst of sign-ins takes every worker, so file
 * writes (an order's 8821) wait behind them, and the memory of four at once.
 */
const oneOfTwo = createConcurrencyLimit(2);

/** argon2id with the library's defaults (64 MiB, 3 passes): the OWASP-recommended password hash. */
export async function hashPassword(plain: string): Promise<string> {
  return oneOfTwo(() => argon2.hash(plain, { type: argon2.argon2id }));
}

/** False for a wrong password and for a hash we cannot read, so a corrupt row never signs anyone in. */
export async function verifyPassword(hash: string, plain: string): Promise<boolean> {
  try {
    return await oneOfTwo(() => argon2.verify(hash, plain));
  } catch {
    return false;
  }
}
