import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/connection.js';
import { lenderOf } from '../../platform/access-plugin.js';
import { notFound } from '../../platform/errors.js';
import { findOwnedRecord } from './repo.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const WHAT = { clients: 'The client', bundles: 'The bundle', designees: 'The designee', alerts: 'The alert' } as const;

/**
 * A preValidation hook: another lender's (or a missing) id answers 404 before the body is
 * validated, so a foreign id never learns anything from a 400 about its payload.
 */
export function requireOwnedRecord(db: Database, table: keyof typeof WHAT, param: string) {
  return async (request: FastifyRequest): Promise<void> => {
    const id = (request.params as Record<string, string | undefined>)[param] ?? '';
    const lenderId = lenderOf(request).id;
    const found = UUID.test(id) ? await findOwnedRecord(db, table, lenderId, id) : undefined;
    if (!found) throw notFound(WHAT[table]);
  };
}
