import { z } from 'zod';
import { roleSchema } from './role-schema.js';
import { selectedLenderSchema } from './lenders.js';

export const F2A_TYPES = ['OFF', 'EMAIL_TOTP', 'SMS_TOTP', 'WEBAUTHN', 'AUTHENTICATOR_APP'] as const;
export const f2aTypeSchema = z.enum(F2A_TYPES);
export type F2aType = z.infer<typeof f2aTypeSchema>;

/** The account call's user (spec 1 §3). */
export const userSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  display: z.string(),
  phone: z.string().nullable(),
  timeZone: z.string(),
  userAuthorities: z.array(roleSchema),
  f2aType: f2aTypeSchema,
  hasWebAuthnCredentials: z.boolean(),
  multipleLenders: z.boolean(),
  selectedLender: selectedLenderSchema.nullable(),
  capabilities: z.record(z.string(), z.string()),
  notificationTypes: z.array(z.string()),
});
export type User = z.infer<typeof userSchema>;

export const keepaliveResponseSchema = z.object({ expiresAt: z.string() });

/** GET /api/config: what the web app needs before sign-in. */
export const publicConfigSchema = z.object({
  productName: z.string(),
  demo: z.boolean(),
  idleSeconds: z.number().int().positive(),
  countdownSeconds: z.number().int().positive(),
  keepaliveSeconds: z.number().int().positive(),
  support: z.object({ email: z.string(), phone: z.string(), address: z.array(z.string()) }),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
