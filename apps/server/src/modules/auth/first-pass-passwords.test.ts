import { EMAIL_CODE } from '@taxlens/contracts';
import { describe, expect, it } from 'vitest';
import { createFirstPassPasswords } from './first-pass-passwords.js';

const now = new Date(Date.UTC(2026, 0, 1));
const later = (ms: number) => new Date(now.getTime() + ms);

describe('passwords checked on the first pass', () => {
  it('matches the same password for the same stored hash, once remembered, until forgotten', () => {
    const memory = createFirstPassPasswords();
    expect(memory.matches('u', 'hash-1', 'secret', now)).toBe(false);
    memory.remember('u', 'hash-1', 'secret', now);
    expect(memory.matches('u', 'hash-1', 'secret', later(1000))).toBe(true);
    memory.forget('u');
    expect(memory.matches('u', 'hash-1', 'secret', later(1000))).toBe(false);
  });

  it('never matches another password, another stored hash (a changed password) or another user', () => {
    const memory = createFirstPassPasswords();
    memory.remember('u', 'hash-1', 'secret', now);
    expect(memory.matches('u', 'hash-1', 'Secret', now)).toBe(false);
    expect(memory.matches('u', 'hash-2', 'secret', now)).toBe(false);
    expect(memory.matches('v', 'hash-1', 'secret', now)).toBe(false);
  });

  it("lapses with the sign-in code's validity", () => {
    const memory = createFirstPassPasswords();
    memory.remember('u', 'hash-1', 'secret', now);
    expect(memory.matches('u', 'hash-1', 'secret', later(EMAIL_CODE.validMinutes * 60_000 - 1))).toBe(true);
    expect(memory.matches('u', 'hash-1', 'secret', later(EMAIL_CODE.validMinutes * 60_000))).toBe(false);
  });
});
