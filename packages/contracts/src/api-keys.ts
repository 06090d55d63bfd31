import { z } from 'zod';
import { text } from './text-fields.js';

/**
 * API keys (docs/decisions/190). Scopes: `read` (what a viewer may read), `write` (what a loan
 * officer may do: clients, 8821s, orders; includes read), `pii` (reveal tax ids, audited).
 */
export const API_KEY_SCOPES = ['read', 'write', 'pii'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];
export const API_KEY_MODES = ['live', 'test'] as const;
export type ApiKeyMode = (typeof API_KEY_MODES)[number];

/** A lender keeps at most this many keys that are not revoked. */
export const MAX_API_KEYS = 50;
/** Requests per minute per key unless operations staff set another figure for the lender. */
export const DEFAULT_API_RATE_LIMIT_PER_MINUTE = 600;

export const API_KEY_SCOPE_LABELS: Record<ApiKeyScope, string> = {
  read: 'Read: what a viewer may read',
  write: 'Write: clients, 8821s and orders, as a loan officer',
  pii: 'Reveal tax ids (each reveal audited)',
};

/** POST /api/api-keys. */
export const apiKeyInputSchema = z.object({
  name: text('Key name', { max: 80 }).min(1, 'Enter a name for the key.'),
  mode: z.enum(API_KEY_MODES),
  scopes: z
    .array(z.enum(API_KEY_SCOPES))
    .min(1, 'Choose at least one scope.')
    .max(API_KEY_SCOPES.length)
    .refine(
      (scopes) => scopes.includes('read') || scopes.includes('write'),
      'A key needs the read or the write scope.',
    ),
  /** ISO 8601; absent: the key does not expire. */
  expiresAt: z.iso.datetime({ offset: true }).optional(),
  /** IPv4/IPv6 addresses or CIDR ranges the key may be used from; empty: any (the lender's whitelist still applies). */
  sourceAddresses: z.array(z.string().max(64)).max(50).default([]),
});
export type ApiKeyInput = z.input<typeof apiKeyInputSchema>;
export type ApiKeyFields = z.output<typeof apiKeyInputSchema>;

export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  mode: z.enum(API_KEY_MODES),
  /** The key's first characters (`tl_live_AbCd1234`), all that is shown after creation. */
  prefix: z.string(),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
  sourceAddresses: z.array(z.string()),
  expiresAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** The answer to a creation: the whole secret, shown once. */
export const createdApiKeySchema = z.object({ key: apiKeySchema, secret: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

/** GET /api/v1/key. */
export const callingKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  mode: z.enum(API_KEY_MODES),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
  lender: z.object({ id: z.string(), name: z.string() }),
});
export type CallingKey = z.infer<typeof callingKeySchema>;
