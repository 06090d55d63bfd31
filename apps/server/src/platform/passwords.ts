import { availableParallelism } from 'node:os';
import argon2 from 'argon2';
import { createConcurrencyLimit } from './concurrency-limit.js';

/**
 * At most half the machine's CPUs hash passwords at once, one or two (docs/decisions/237, 243). Each
 * computation holds one of libuv's four worker threads, a whole CPU for ~100 ms and 64 MiB; unbounded,
 * a burst of sign-ins takes every worker, so file writes (an order's 8821) wait behind them, and on a
 * 2-CPU machine two at once leave nothing for the signed-in users' calls while others arrive. Two at
 * most keep two workers free for files and the memory kept for them at 128 MiB (scripts/allocator-env.mjs).
 */
const HASHES_AT_ONCE = Math.min(2, Math.max(1, Math.floor(availableParallelism() / 2)));
const passwordHashing = createConcurrencyLimit(HASHES_AT_ONCE);

/** argon2id with the library's defaults (64 MiB, 3 passes): the OWASP-recommended password hash. */
export async function hashPassword(plain: string): Promise<string> {
  return passwordHashing(() => argon2.hash(plain, { type: argon2.argon2id }));
}

/** False for a wrong password and for a hash we cannot read, so a corrupt row never signs anyone in. */
export async function verifyPassword(hash: string, plain: string): Promise<boolean> {
  try {
    return await passwordHashing(() => argon2.verify(hash, plain));
  } catch {
    return false;
  }
}
