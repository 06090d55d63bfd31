import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { EMAIL_CODE } from '@taxlens/contracts';

/**
 * The passwords this instance checked on a two-factor sign-in's first pass, so the second pass
 * (which sends the password again) costs a keyed SHA-256 instead of a second argon2id
 * (docs/decisions/123). Only a keyed digest is kept: the key is random per process and the
 * stored hash is part of the input, so a password changed in between never matches. A second
 * pass that reaches another instance, or comes later than the code's validity, checks argon2 again.
 */
export type FirstPassPasswords = {
  remember: (userId: string, passwordHash: string, password: string, now: Date) => void;
  /** True when this exact password was checked on a first pass for this stored hash, recently. */
  matches: (userId: string, passwordHash: string, password: string, now: Date) => boolean;
  forget: (userId: string) => void;
};

const KEEP_MS = EMAIL_CODE.validMinutes * 60_000;
const MAX_ENTRIES = 10_000;

export function createFirstPassPasswords(): FirstPassPasswords {
  const key = randomBytes(32);
  const entries = new Map<string, { digest: Buffer; until: number }>();
  const digestOf = (passwordHash: string, password: string) =>
    createHmac('sha256', key).update(passwordHash).update('\0').update(password).digest();
  return {
    remember(userId, passwordHash, password, now) {
      entries.delete(userId);
      if (entries.size >= MAX_ENTRIES) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      entries.set(userId, { digest: digestOf(passwordHash, password), until: now.getTime() + KEEP_MS });
    },
    matches(userId, passwordHash, password, now) {
      const entry = entries.get(userId);
      if (!entry) return false;
      if (now.getTime() >= entry.until) {
        entries.delete(userId);
        return false;
      }
      return timingSafeEqual(entry.digest, digestOf(passwordHash, password));
    },
    forget(userId) {
      entries.delete(userId);
    },
  };
}
