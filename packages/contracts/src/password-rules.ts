// Spec 1 §5's password rules as data, without zod: the web's checklist imports them alone (decision 342).

/** Spec 1 §5: the special characters a new password may use to satisfy the rule. */
export const PASSWORD_SPECIALS = '!@#$%^&*()+=._-';
export const PASSWORD_MIN_LENGTH = 8;

/** Spec 1 §5 checklist lines, in order, each with its test (the web shows them live; the server enforces them). */
export const PASSWORD_CHECKLIST = [
  { key: 'length', label: 'Must be at least 8 characters', test: (p: string) => p.length >= PASSWORD_MIN_LENGTH },
  {
    key: 'case',
    label: 'Contain at least one upper and lower case letter',
    test: (p: string) => /[a-z]/.test(p) && /[A-Z]/.test(p),
  },
  { key: 'number', label: 'Contain at least one number', test: (p: string) => /\d/.test(p) },
  {
    key: 'special',
    label: 'Contain at least one special character (i.e !@#$% )',
    test: (p: string) => [...p].some((c) => PASSWORD_SPECIALS.includes(c)),
  },
] as const;
export const PASSWORDS_MATCH_LABEL = 'Passwords must match';
/** Spec 1 §5: the confirm field's error key. */
export const PASSWORDS_MISMATCH_KEY = 'passwordsMisMatch';
