import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { AppError, conflict } from '../../platform/errors.js';
import { lenderOf } from '../../platform/access-plugin.js';
import { apiCallerOf } from './caller.js';

const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
const KEPT_MS = 24 * 3_600_000;

export type ApiAnswer = { status: number; body: unknown; location?: string };

function keyOf(request: FastifyRequest): string {
  const key = request.headers['idempotency-key'];
  if (typeof key !== 'string' || !KEY_PATTERN.test(key)) {
    throw AppError.of(
      400,
      'IDEMPOTENCY_KEY_REQUIRED',
      'Send an Idempotency-Key header of 1 to 255 visible characters with every POST.',
      { field: 'header.Idempotency-Key', code: 'required' },
    );
  }
  return key;
}

/** What makes two requests "the same": operation and request content (files by their digest). */
const fingerprintOf = (request: FastifyRequest, content: unknown) =>
  createHash('sha256')
    .update(`${request.method} ${request.url}\n${JSON.stringify(content ?? null)}`)
    .digest('hex');

/**
 * Runs a POST once per Idempotency-Key (decision 186): the first request claims the key; a retry
 * with the same content gets the stored answer (`Idempotent-Replayed: true`), other content 422, and
 * a retry while the first still runs 409. A failed request frees its key, so it can be retried.
 */
export async function answerOnce(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  content: unknown,
  run: () => Promise<ApiAnswer>,
) {
  const key = keyOf(request);
  const scope = { lender_id: lenderOf(request).id, caller_id: apiCallerOf(request).callerId, idempotency_key: key };
  const now = ctx.clock.now();
  const hash = fingerprintOf(request, content);
  const same = () =>
    ctx.db
      .deleteFrom('api_idempotency')
      .where('lender_id', '=', scope.lender_id)
      .where('caller_id', '=', scope.caller_id)
      .where('idempotency_key', '=', key);
  await same()
    .where('created_at', '<=', new Date(now.getTime() - KEPT_MS))
    .execute();
  const claimed = await ctx.db
    .insertInto('api_idempotency')
    .values({ ...scope, request_hash: hash, status: 'PENDING', created_at: now })
    .onConflict((oc) => oc.columns(['lender_id', 'caller_id', 'idempotency_key']).doNothing())
    .returning('idempotency_key')
    .executeTakeFirst();
  if (!claimed) return replay(ctx, reply, scope, hash);
  let answer: ApiAnswer;
  try {
    answer = await run();
  } catch (error) {
    await same().execute();
    throw error;
  }
  await ctx.db
    .updateTable('api_idempotency')
    .set({
      status: 'DONE',
      response_status: answer.status,
      response_body: JSON.stringify(answer.body),
      response_location: answer.location ?? null,
    })
    .where('lender_id', '=', scope.lender_id)
    .where('caller_id', '=', scope.caller_id)
    .where('idempotency_key', '=', key)
    .execute();
  if (answer.location) reply.header('location', answer.location);
  return reply.status(answer.status).send(answer.body);
}

async function replay(
  ctx: AppContext,
  reply: FastifyReply,
  scope: { lender_id: string; caller_id: string; idempotency_key: string },
  hash: string,
) {
  const stored = await ctx.db
    .selectFrom('api_idempotency')
    .selectAll()
    .where('lender_id', '=', scope.lender_id)
    .where('caller_id', '=', scope.caller_id)
    .where('idempotency_key', '=', scope.idempotency_key)
    .executeTakeFirst();
  // Gone since the claim failed: the first request failed and freed the key; the caller may retry.
  if (!stored)
    throw conflict('A request with this Idempotency-Key has just finished. Retry in a moment.', {
      field: 'header.Idempotency-Key',
      code: 'in_progress',
    });
  if (stored.status === 'PENDING')
    throw conflict('A request with this Idempotency-Key is still being processed. Retry in a moment.', {
      field: 'header.Idempotency-Key',
      code: 'in_progress',
    });
  if (stored.request_hash !== hash) {
    throw AppError.of(
      422,
      'IDEMPOTENCY_KEY_REUSED',
      'This Idempotency-Key was used with a different request. Use a new key for a new request.',
      { field: 'header.Idempotency-Key', code: 'reused' },
    );
  }
  if (stored.response_location) reply.header('location', stored.response_location);
  return reply
    .status(stored.response_status!)
    .header('idempotent-replayed', 'true')
    .send(JSON.parse(stored.response_body!));
}
