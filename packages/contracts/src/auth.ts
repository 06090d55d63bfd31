import { z } from 'zod';
import { userSchema } from './account.js';
import { selectedLenderSchema } from './lenders.js';

/** The versioned JSON accept type the login call requires (spec 1 §7). */
export const LOGIN_ACCEPT_TYPE = 'application/vnd.taxlens.v1+json';
/** Header naming the two-factor type on the second pass. */
export const F2A_TYPE_HEADER = 'X-F2A-TYPE';
/** Header carrying the one-time code on the second pass. */
export const F2A_TOKEN_HEADER = 'X-F2A-TOKEN';
export const CSRF_HEADER = 'X-CSRF-TOKEN';

export const loginQuerySchema = z.object({
  second_pass: z.enum(['true', 'false']).optional(),
});

export const loginResponseSchema = z.object({
  user: userSchema,
  csrf: z.object({ token: z.string() }),
  lender: selectedLenderSchema.nullable(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const EMAIL_CODE = { digits: 6, validMinutes: 10, maxAttempts: 5 } as const;
export const LOGIN_LOCK = { maxFailures: 10, lockMinutes: 15 } as const;
