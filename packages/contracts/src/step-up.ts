import { z } from 'zod';
import { f2aTypeSchema } from './account.js';

/**
 * A step-up proof: the current password, or a code of the user's own second-factor method (the
 * WebAuthn assertion token for security keys). Exactly one of them.
 */
export const stepUpRequestSchema = z
  .object({
    password: z.string().min(1).max(200).optional(),
    code: z.string().trim().min(1).max(20_000).optional(),
  })
  .refine((b) => (b.password === undefined) !== (b.code === undefined), {
    message: 'Give either the current password or a code.',
    path: ['password'],
  });
export type StepUpRequest = z.infer<typeof stepUpRequestSchema>;

/** Until when the session counts as recently proven. */
export const stepUpResultSchema = z.object({ provenUntil: z.string() });
export type StepUpResult = z.infer<typeof stepUpResultSchema>;

/** What the confirm dialog offers: the password (not for single sign-on), the user's method, or the identity provider. */
export const stepUpOptionsSchema = z.object({
  password: z.boolean(),
  f2aType: f2aTypeSchema,
  /** Where to send the browser for a fresh identity-provider sign-in (single-sign-on users). */
  ssoUrl: z.string().nullable(),
  /** The WebAuthn challenge, or null when the method needs none. */
  challenge: z.unknown().optional(),
});
export type StepUpOptions = z.infer<typeof stepUpOptionsSchema>;
