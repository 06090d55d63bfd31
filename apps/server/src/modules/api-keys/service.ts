import { randomUUID } from 'node:crypto';
import {
  type ApiKey,
  type ApiKeyFields,
  type CallingKey,
  type ApiKeyMode,
  type ApiKeyScope,
  type CreatedApiKey,
  MAX_API_KEYS,
} from '@taxlens/contracts';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/connection.js';
import { newApiKeySecret } from '../../platform/api-key-secret.js';
import { recordAudit } from '../../platform/audit.js';
import { AppError, badRequest, notFound } from '../../platform/errors.js';
import { canonicalEntry } from '../../domain/ip-allow-list.js';
import type { Principal } from '../../platform/principal.js';
import { ensureSandboxLender } from '../lenders/index.js';
import * as repo from './repo.js';

export type ApiKeyActor = { userId: string; lenderId: string; ip: string | null };

/** What a key's service user may do at its lender: its scopes as a role (decision 190). */
const roleOfScopes = (scopes: readonly ApiKeyScope[]) => (scopes.includes('write') ? 'ROLE_LENDER' : 'ROLE_VIEWER');

/**
 * The lender a key acts at: its own for a live key. A test key acts at the lender's sandbox, whose
 * data no screen, aggregate, rule, mail or invoice of the lender sees (DESIGN.md "Test data").
 */
async function actingLender(db: Database, lenderId: string, mode: ApiKeyMode): Promise<string> {
  return mode === 'live' ? lenderId : ensureSandboxLender(db, lenderId);
}

function sourceAddresses(raw: readonly string[]): string[] {
  const canonical = raw.map((entry, i) => {
    const c = canonicalEntry(entry);
    if (!c)
      throw badRequest(
        `Source address ${i + 1} ("${entry.slice(0, 64)}") is not an IP address or CIDR range.`,
        `sourceAddresses.${i}`,
      );
    return c;
  });
  return [...new Set(canonical)];
}

/** Creates a key and its service user; the secret is answered once and never stored. */
export async function createApiKey(ctx: AppContext, actor: ApiKeyActor, input: ApiKeyFields): Promise<CreatedApiKey> {
  const now = ctx.clock.now();
  if (input.expiresAt && new Date(input.expiresAt) <= now)
    throw badRequest('The expiry must be in the future.', 'expiresAt');
  const addresses = sourceAddresses(input.sourceAddresses);
  const scopes = [...new Set(input.scopes)];
  if ((await repo.countLiveKeys(ctx.db, actor.lenderId)) >= MAX_API_KEYS) {
    throw AppError.of(409, 'API_KEY_LIMIT', `A lender can have at most ${MAX_API_KEYS} keys. Revoke one first.`);
  }
  const acting = await actingLender(ctx.db, actor.lenderId, input.mode);
  const { secret, prefix, hash } = newApiKeySecret(input.mode);
  const id = await ctx.db.transaction().execute(async (trx) => {
    const handle = `api-key-${randomUUID()}`;
    const userId = await repo.insertServiceUser(trx, {
      handle,
      keyName: input.name,
      actingLenderId: acting,
      role: roleOfScopes(scopes),
    });
    const keyId = await repo.insertKey(trx, {
      lender_id: actor.lenderId,
      acting_lender_id: acting,
      user_id: userId,
      name: input.name,
      mode: input.mode,
      prefix,
      secret_hash: hash,
      scopes,
      source_addresses: addresses,
      expires_at: input.expiresAt ? new Date(input.expiresAt) : null,
      created_by: actor.userId,
      created_at: now,
    });
    await recordAudit(trx, {
      userId: actor.userId,
      lenderId: actor.lenderId,
      action: 'API_KEY_CREATED',
      targetType: 'api_key',
      targetId: keyId,
      ip: actor.ip,
      details: { name: input.name, mode: input.mode, scopes, prefix },
    });
    return keyId;
  });
  return { key: await getApiKey(ctx, actor, id), secret };
}

export async function listApiKeys(ctx: AppContext, actor: ApiKeyActor): Promise<ApiKey[]> {
  return (await repo.listKeys(ctx.db, actor.lenderId)).map(toView);
}

async function getApiKey(ctx: AppContext, actor: ApiKeyActor, id: string): Promise<ApiKey> {
  const row = await repo.findKey(ctx.db, actor.lenderId, id);
  if (!row) throw notFound('The API key');
  return toView(row);
}

/** Revokes at once: the key's service user is disabled with it, and every instance forgets the caller at commit. */
export async function revokeApiKey(ctx: AppContext, actor: ApiKeyActor, id: string): Promise<ApiKey> {
  const row = await repo.findKey(ctx.db, actor.lenderId, id);
  if (!row) throw notFound('The API key');
  if (!row.revoked_at) {
    const now = ctx.clock.now();
    await ctx.db.transaction().execute(async (trx) => {
      await repo.revokeKey(trx, { id, userId: row.user_id, by: actor.userId, now });
      await recordAudit(trx, {
        userId: actor.userId,
        lenderId: actor.lenderId,
        action: 'API_KEY_REVOKED',
        targetType: 'api_key',
        targetId: id,
        ip: actor.ip,
        details: { name: row.name, prefix: row.prefix },
      });
    });
  }
  return getApiKey(ctx, actor, id);
}

function toView(row: repo.KeyRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    mode: row.mode,
    prefix: row.prefix,
    scopes: row.scopes as ApiKeyScope[],
    sourceAddresses: row.source_addresses,
    expiresAt: row.expires_at?.toISOString() ?? null,
    lastUsedAt: row.last_used_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
    createdBy:
      row.creator_first_name === null ? null : `${row.creator_first_name} ${row.creator_last_name ?? ''}`.trim(),
    revokedAt: row.revoked_at?.toISOString() ?? null,
  };
}

/** GET /api/v1/key: what the calling key is (a session calling it is told it is not a key). */
export async function describeCallingKey(ctx: AppContext, principal: Principal): Promise<CallingKey> {
  const key = principal.apiKey;
  if (!key)
    throw AppError.of(
      400,
      'NOT_AN_API_KEY',
      'This call tells about the API key it is made with; it was made without one.',
    );
  const lender = await repo.findLenderName(ctx.db, key.ownerLenderId);
  return {
    id: key.id,
    name: key.name,
    mode: key.mode,
    scopes: key.scopes,
    lender: { id: key.ownerLenderId, name: lender.company_name },
  };
}
