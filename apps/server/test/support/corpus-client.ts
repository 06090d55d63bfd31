import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { call, type Session } from './test-app.js';

/**
 * Creates the form-check corpus's C corporation (packages/form-check corpus: Northwind Traders Inc,
 * 12-3456789) for the session's lender, its tax classification not known to the portal (1120 or
 * 1120-S both fit), and returns its id: the client the corpus's forms are checked against.
 */
export async function createCorpusClient(
  app: FastifyInstance,
  session: Session,
  /** Another name or EIN: a second client of the same kind (a form carrying 12-3456789 then mismatches). */
  as: { businessName?: string; ein?: string } = {},
): Promise<string> {
  const created = await call(app, session, 'POST', '/api/neoclients/create', {
    clientType: 'corp',
    businessName: as.businessName ?? 'Northwind Traders Inc',
    ein: as.ein ?? '12-3456789',
    phone: '617-555-0100',
    addressLine1: '200 Harbor Way',
    city: 'Boston',
    state: 'MA',
    zip: '02110',
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().id;
}
