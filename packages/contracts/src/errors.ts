import { z } from 'zod';

/** The one error shape of every failed call (DESIGN.md). */
export const errorMessageSchema = z.object({
  key: z.string(),
  value: z.string(),
  field: z.string().optional(),
  /** Where the conflicting record lives (a duplicate client's page). */
  link: z.string().optional(),
  f2aType: z.string().optional(),
  challenge: z.unknown().optional(),
});
export const errorBodySchema = z.object({ messages: z.array(errorMessageSchema) });
export type ErrorMessage = z.infer<typeof errorMessageSchema>;
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Keys the web app reacts to. */
export const ERROR_KEYS = {
  badCredentials: 'BAD_CREDENTIALS',
  credentialsExpired: 'CREDENTIALS_EXPIRED',
  missingF2aToken: 'MISSING_F2A_TOKEN',
  badF2aToken: 'BAD_F2A_TOKEN',
  accountLocked: 'ACCOUNT_LOCKED',
  tooManyRequests: 'TOO_MANY_REQUESTS',
  unauthenticated: 'UNAUTHENTICATED',
  accessDenied: 'ACCESS_DENIED',
  csrf: 'INVALID_CSRF_TOKEN',
  notFound: 'NOT_FOUND',
  validation: 'VALIDATION_ERROR',
  conflict: 'CONFLICT',
  internal: 'INTERNAL_ERROR',
  unavailable: 'SERVICE_UNAVAILABLE',
} as const;

