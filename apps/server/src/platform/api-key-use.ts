import { ERROR_KEYS } from '@taxlens/contracts';
import type { FastifyReply } from 'fastify';
import type { Database } from '../db/connection.js';
import { markKeyUsed } from './api-key-repo.js';
import { recordAudit } from './audit.js';
import { AppError } from './errors.js';
import { isAllowed } from '../domain/ip-allow-list.js';
import type { Principal, PrincipalApiKey } from './principal.js';
import type { RateLimitStore } from './rate-limit/rate-limit-store.js';

const WINDOW_SECONDS = 60;
/** A key's last use is written at most this often (the issue: once a minute). */
export const KEY_USE_WRITE_MS = 60_000;

/** The key of `Authorization: Bearer <key>`, or undefined when the request carries none. */
export function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1] : '';
}

/** Refuses (403, audited) a key used from outside its own source addresses, when it has any. */
export async function enforceKeySource(
  db: Database,
  principal: Principal,
  key: PrincipalApiKey,
  ip: string,
): Promise<void> {
  if (key.sourceAddresses.length === 0 || isAllowed(ip, key.sourceAddresses)) return;
  await recordAudit(db, {
    userId: principal.userId,
    lenderId: key.ownerLenderId,
    action: 'API_KEY_SOURCE_REFUSED',
    targetType: 'api_key',
    targetId: key.id,
    ip,
    details: {},
  });
  throw AppError.of(403, ERROR_KEYS.apiKeySource, `This API key may not be used from your address (${ip}).`);
}

/**
 * Counts the call against the key's per-minute limit and answers with the rate-limit fields of the
 * IETF httpapi draft (`RateLimit-Policy`, `RateLimit`); past the limit, 429 with `Retry-After`.
 */
export async function enforceKeyRateLimit(
  store: RateLimitStore,
  key: PrincipalApiKey,
  now: Date,
  reply: FastifyReply,
): Promise<void> {
  const quota = key.rateLimitPerMinute;
  const hit = await store.hit(`apikey:${key.id}`, quota, WINDOW_SECONDS, now);
  const resetSeconds = Math.max(1, Math.ceil((hit.resetAt.getTime() - now.getTime()) / 1000));
  reply.header('RateLimit-Policy', `"default";q=${quota};w=${WINDOW_SECONDS}`);
  reply.header('RateLimit', `"default";r=${Math.max(0, quota - hit.count)};t=${resetSeconds}`);
  if (hit.limited) {
    throw new AppError(
      429,
      [
        {
          key: ERROR_KEYS.tooManyRequests,
          value: `This API key made more than ${quota} requests in a minute. Please wait ${resetSeconds} seconds.`,
        },
      ],
      {
        'retry-after': String(resetSeconds),
      },
    );
  }
}

/** Writes the key's last use, at most once a minute (and never more often across instances). */
export async function recordKeyUse(db: Database, key: PrincipalApiKey, now: Date): Promise<void> {
  await markKeyUsed(db, key.id, now, new Date(now.getTime() - KEY_USE_WRITE_MS));
}
