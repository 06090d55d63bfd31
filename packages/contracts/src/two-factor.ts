import { z } from 'zod';
import { text } from './text-fields.js';
import { f2aTypeSchema } from './account.js';

/** E.164: +, country code, subscriber number; at most 15 digits in all. */
export const E164_PATTERN = /^\+[1-9]\d{7,14}$/;
export const E164_MESSAGE =
  'Enter the mobile number in international format: + and country code, then the number (e.g. +15555550123).';
/** Spaces, dashes, dots and brackets people type are dropped before the E.164 check. */
export const normalizePhone = (value: string) => value.replace(/[\s\-().]/g, '');

export const authenticatorRegistrationSchema = z.object({
  /** Base32 secret, for people who type it instead of scanning the QR image. */
  secret: z.string(),
  issuer: z.string(),
  accountName: z.string(),
});
export type AuthenticatorRegistration = z.infer<typeof authenticatorRegistrationSchema>;

export const authenticatorVerifySchema = z.object({ code: z.string().regex(/^\d{6}$/, 'Enter the 6-digit code.') });
/** The phone is checked against E.164 by the server's rule, so the answer carries E164_MESSAGE as is. */
export const smsRegistrationSchema = z.object({ f2aPhone: text('Mobile number', { max: 40 }) });
export const smsVerifySchema = z.object({ token: z.string().max(20) });

/** Answer of a successful setup step: the user's method now, and whether WebAuthn keys exist. */
export const twoFactorStateSchema = z.object({ f2aType: f2aTypeSchema, hasWebAuthnCredentials: z.boolean() });
export type TwoFactorState = z.infer<typeof twoFactorStateSchema>;

export const smsSentSchema = z.object({ sentTo: z.string() });

/** Decision 126: the setup code mailed to the address on file (shown masked) before enrolling. */
export const mailboxProofSentSchema = z.object({ sentTo: z.string() });
export const mailboxProofVerifySchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code from the e-mail.'),
});
export type MailboxProofSent = z.infer<typeof mailboxProofSentSchema>;

/** WebAuthn JSON passes through as the browser library produced it; the server library checks it. */
export const webauthnJsonSchema = z.record(z.string(), z.unknown());
