import type { FastifyRequest } from 'fastify';
import { badRequest } from './errors.js';

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;

/** The portal's optional Idempotency-Key header (orders, bulk sends); /api/v1 has its own, required one (decision 186). */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const key = request.headers['idempotency-key'];
  if (key === undefined) return undefined;
  if (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key))
    throw badRequest('The Idempotency-Key header must be 1 to 200 visible characters.', 'Idempotency-Key');
  return key;
}
