import { type ApiKeyMode, type ApiKeyScope, DEFAULT_API_RATE_LIMIT_PER_MINUTE, type Role } from '@taxlens/contracts';
import type { Database } from '../db/connection.js';
import { matchesStoredHash, parseApiKey } from './api-key-secret.js';
import { type Principal, toPrincipalLender } from './principal.js';
import { selectApiKeyCaller } from './principal-repo.js';

/** The cache key of a key's caller: never a session's (those are hex hashes). */
export const apiKeyCallerId = (keyId: string) => `apikey:${keyId}`;

/** A key never expires unless given an expiry; its caller is then kept until a change announces itself. */
const NO_EXPIRY = new Date('9999-12-31T00:00:00Z');

/**
 * The caller behind an API key, in one query: the live key (not revoked, not expired) with its
 * active service user, the lender it acts at with the role held there and that lender's
 * capabilities, and the whitelist of the lender that owns it (a test key acts at the owner's
 * sandbox, yet the owner's addresses bind it). Null when the text is no key or no live key.
 */
export async function loadPrincipalOfApiKey(db: Database, secret: string, now: Date): Promise<Principal | null> {
  const parsed = parseApiKey(secret);
  if (!parsed) return null;
  const row = await selectApiKeyCaller(db, parsed.prefix, now);
  if (!row || !matchesStoredHash(secret, row.secret_hash)) return null;
  return {
    kind: 'apiKey',
    sessionId: apiKeyCallerId(row.id),
    csrfToken: '',
    // Never used: the first call writes its use.
    lastSeenAt: new Date(row.last_used_at ?? 0),
    expiresAt: row.expires_at ? new Date(row.expires_at) : NO_EXPIRY,
    userId: row.user_id,
    username: row.username,
    timeZone: row.time_zone,
    globalRole: null,
    roles: [row.role as Role],
    lender: toPrincipalLender(row),
    // The second-factor and notice gates are for people's sessions (DESIGN.md): a key passes neither.
    secondFactorPassed: true,
    mailboxProvenAt: null,
    noticePending: false,
    apiKey: {
      id: row.id,
      name: row.name,
      ownerLenderId: row.owner_lender_id,
      scopes: row.scopes as ApiKeyScope[],
      mode: row.mode as ApiKeyMode,
      sourceAddresses: row.source_addresses,
      rateLimitPerMinute: row.api_rate_limit_per_minute ?? DEFAULT_API_RATE_LIMIT_PER_MINUTE,
    },
  };
}
