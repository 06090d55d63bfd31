import { z } from 'zod';
import { text } from './text-fields.js';

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

/** Spec 1 §3 password payload; the forced change adds the saved username, the reset link its token. */
export const passwordPayloadSchema = z.object({
  newPassword: z.string().min(1).max(200),
  confirmPassword: z.string().max(200),
});
export const requiredPasswordSchema = passwordPayloadSchema.extend({
  username: text('Username', { max: 200, min: 1 }),
});
export const tokenPasswordSchema = passwordPayloadSchema.extend({ token: z.string().min(1).max(200) });
export const forgotUsernameSchema = z.object({ email: text('Email', { max: 200, min: 1 }) });
export const forgotPasswordSchema = z.object({ username: text('Username', { max: 200, min: 1 }) });
/** Answers that say the same whether or not an account matched. */
export const neutralAnswerSchema = z.object({ message: z.string() });

/** The invited user, as the activation page shows it. */
export const invitationSchema = z.object({
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;
export const passwordChangedSchema = z.object({ username: z.string() });

export const RESET_LINK_MINUTES = 60;
export const INVITATION_DAYS = 7;
