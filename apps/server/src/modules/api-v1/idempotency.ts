import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { AppError, conflict } from '../../platform/errors.js';
import { lenderOf } from '../../platform/access-plugin.js';
import { runOnceClaimed } from '../../platform/idempotency/run-once.js';
import { apiCallerOf } from './caller.js';

const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
const KEPT_MS = 24 * 3_600_000;

export type ApiAnswer = { status: number; body: unknown; location?: string | null };

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
 * Runs a POST once per Idempotency-Key (decision 186), on the one store (decision 253): the first
 * request claims the key; a retry with the same content gets the stored answer (`Idempotent-Replayed:
 * true`), other content 422, and a retry while the first still runs 409. A failed request frees its
 * key, so it can be retried.
 */
export async function answerOnce(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  content: unknown,
  run: () => Promise<ApiAnswer>,
) {
  const scope = {
    surface: 'api-v1' as const,
    lenderId: lenderOf(request).id,
    principal: apiCallerOf(request).callerId,
    key: keyOf(request),
  };
  const { result: answer, replayed } = await runOnceClaimed(
    ctx.db,
    ctx.clock.now(),
    { scope, fingerprint: fingerprintOf(request, content), refuseReuse },
    { run, refuseBusy, keptMs: KEPT_MS },
  );
  if (answer.location) reply.header('location', answer.location);
  if (replayed) reply.header('idempotent-replayed', 'true');
  return reply.status(answer.status).send(answer.body);
}

const refuseReuse = () =>
  AppError.of(
    422,
    'IDEMPOTENCY_KEY_REUSED',
    'This Idempotency-Key was used with a different request. Use a new key for a new request.',
    { field: 'header.Idempotency-Key', code: 'reused' },
  );

const refuseBusy = (state: 'running' | 'finished') =>
  conflict(
    state === 'running'
      ? 'A request with this Idempotency-Key is still being processed. Retry in a moment.'
      : 'A request with this Idempotency-Key has just finished. Retry in a moment.',
    { field: 'header.Idempotency-Key', code: 'in_progress' },
  );
