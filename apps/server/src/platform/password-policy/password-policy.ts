import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ERROR_KEYS, PASSWORD_CHECKLIST, PASSWORDS_MISMATCH_KEY, type ErrorMessage } from '@taxlens/contracts';
import { AppError } from '../errors.js';
import { verifyPassword } from '../passwords.js';

let common: Set<string> | undefined;

/** The shipped list of the 10,000 most common passwords (see the file's header for its source). */
export function commonPasswords(): Set<string> {
  common ??= new Set(
    readFileSync(join(import.meta.dirname, 'common-passwords.txt'), 'utf8')
      .split('\n')
      .map((line) => line.trim().toLowerCase())
      .filter((line) => line && !line.startsWith('#')),
  );
  return common;
}

export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}

/**
 * Spec 1 §5 rules, plus (NIST 800-63B) refusal of common passwords and of the current password.
 * Throws one 400 listing every problem, in the one error shape.
 */
export async function assertAcceptablePassword(input: {
  newPassword: string;
  confirmPassword: string;
  currentHash: string | null;
}): Promise<void> {
  const problems: ErrorMessage[] = [];
  for (const rule of PASSWORD_CHECKLIST) {
    if (!rule.test(input.newPassword))
      problems.push({
        key: ERROR_KEYS.validation,
        value: `The new password does not meet the rule: ${rule.label}.`,
        field: 'newPassword',
      });
  }
  if (input.newPassword !== input.confirmPassword)
    problems.push({ key: PASSWORDS_MISMATCH_KEY, value: 'Passwords must match.', field: 'confirmPassword' });
  if (isCommonPassword(input.newPassword)) {
    problems.push({
      key: ERROR_KEYS.validation,
      value: 'This password is too common. Please choose another.',
      field: 'newPassword',
    });
  }
  if (problems.length === 0 && input.currentHash && (await verifyPassword(input.currentHash, input.newPassword))) {
    problems.push({
      key: ERROR_KEYS.validation,
      value: 'The new password must differ from the current password.',
      field: 'newPassword',
    });
  }
  if (problems.length) throw new AppError(400, problems);
}
