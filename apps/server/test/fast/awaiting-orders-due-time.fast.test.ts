import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/connection.js';
import { createClient, createLender, createUser } from '../../src/demo/seed/factories.js';
import { ensureSandboxLender, isSandboxLender } from '../../src/modules/lenders/sandbox.js';
import { awaitingOrders } from '../../src/modules/orders/awaiting-signature.js';
import { insertAwaitingOrder } from '../../src/modules/orders/awaiting-orders-repo.js';
import { openMigratedDatabase } from './support/fast-database.js';

const PII = { piiKey: Buffer.alloc(32, 7) };
// The evening before Thanksgiving 2026 (Thursday 26 November), after the 7 PM ET cut-off.
const SIGNED_AT = new Date('2026-11-26T01:30:00Z');
// One business day later: Thanksgiving is a day off, so Friday 27 November at 7 PM ET (EST, UTC-5).
const NEXT_DAY_DUE = '2026-11-28T00:00:00.000Z';

/**
 * An order placed awaiting signature enters the queue when the form becomes usable (docs/decisions/213),
 * due by the business calendar (docs/decisions/060) counted from then: the service and its SQL on a
 * real database, without the app.
 */
describe('orders awaiting signature, queued when the form is usable', () => {
  let h: DatabaseHandle;
  beforeAll(async () => {
    h = await openMigratedDatabase();
  });
  afterAll(() => h.close());

  /** A lender's client with one signed request and one NEXT_DAY order waiting on it; the bill unless a sandbox. */
  async function awaitingOrderAt(lenderId: string, billed: boolean) {
    const { db } = h;
    const user = await createUser(db, { lenders: [{ lenderId, role: 'ROLE_LENDERADMIN' }] });
    const client = await createClient(db, PII, { lenderId, clientType: 'llc' });
    const file = await db
      .insertInto('stored_files')
      .values({
        lender_id: lenderId,
        original_name: 'form-8821-signed.pdf',
        content_type: 'application/pdf',
        sha256: 'a'.repeat(64),
        size_bytes: 1000,
        storage_key: `esign/${randomUUID()}.pdf`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const request = await db
      .insertInto('signature_requests')
      .values({
        lender_id: lenderId,
        client_id: client.id,
        signer_name: 'Dana Signer',
        signer_email: 'dana@borrower.test',
        attested_by_name: 'Test User',
        prefilled: JSON.stringify({}),
        prefilled_file_id: file.id,
        prefilled_sha256: 'a'.repeat(64),
        signed_file_id: file.id,
        status: 'SIGNED',
        sent_at: new Date('2026-11-24T15:00:00Z'),
        expires_at: new Date('2026-12-08T15:00:00Z'),
        created_by: user.id,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const bill = billed
      ? { amountCents: 4500, description: 'TaxLens, Next Day: a client', productCode: 'TL-ND' }
      : null;
    const order = await insertAwaitingOrder(
      db,
      {
        lender_id: lenderId,
        client_id: client.id,
        report_type: 'TAXLENS',
        delivery: 'NEXT_DAY',
        placed_by: user.id,
        owner_id: user.id,
        form_name: null,
        created_at: new Date('2026-11-24T15:00:00Z'),
      },
      request.id,
      bill,
    );
    return { request, order };
  }

  const orderOf = (id: string) => h.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  /** The order.placed events of a lender (each test has a lender of its own). */
  const placedEventsAt = (lenderId: string) =>
    h.db
      .selectFrom('domain_events')
      .select(['test', 'payload'])
      .where('type', '=', 'order.placed')
      .where('lender_id', '=', lenderId)
      .execute();

  it('is due at 7 PM ET on the next business day after a holiday, with its report and its invoice line', async () => {
    const lender = await createLender(h.db);
    const { request, order } = await awaitingOrderAt(lender.id, true);

    const queued = await h.db.transaction().execute((trx) => awaitingOrders.enqueue(trx, request, SIGNED_AT));

    expect(queued).toEqual([order.id]);
    const after = await orderOf(order.id);
    expect(after.status).toBe('PENDING');
    expect(new Date(after.due_at!).toISOString()).toBe(NEXT_DAY_DUE);
    expect(after.form_file_id).toBe(request.signed_file_id);
    expect(after.form_name).toBe('form-8821-signed.pdf');
    const reports = await h.db.selectFrom('reports').select('status').where('order_id', '=', order.id).execute();
    expect(reports).toEqual([{ status: 'PENDING' }]);
    const lines = await h.db
      .selectFrom('invoice_lines')
      .select(['amount_cents', 'product_code'])
      .where('order_id', '=', order.id)
      .execute();
    expect(lines).toEqual([{ amount_cents: 4500, product_code: 'TL-ND' }]);
    const events = await placedEventsAt(lender.id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      test: false,
      payload: { orderIds: [order.id], dueAt: NEXT_DAY_DUE, delivery: 'NEXT_DAY' },
    });

    // The same end again (a retried job, another instance) finds nothing left to queue.
    expect(await h.db.transaction().execute((trx) => awaitingOrders.enqueue(trx, request, SIGNED_AT))).toEqual([]);
    expect(await placedEventsAt(lender.id)).toHaveLength(1);
  });

  it('at a sandbox: never billed, and its event is a test event, read from the lender row (no caller)', async () => {
    const real = await createLender(h.db);
    const sandboxId = await ensureSandboxLender(h.db, real.id);
    expect(await isSandboxLender(h.db, sandboxId)).toBe(true);
    expect(await isSandboxLender(h.db, real.id)).toBe(false);
    const { request, order } = await awaitingOrderAt(sandboxId, false);

    await h.db.transaction().execute((trx) => awaitingOrders.enqueue(trx, request, SIGNED_AT));

    expect(new Date((await orderOf(order.id)).due_at!).toISOString()).toBe(NEXT_DAY_DUE);
    expect(await h.db.selectFrom('invoice_lines').select('id').where('order_id', '=', order.id).execute()).toEqual([]);
    expect(await placedEventsAt(sandboxId)).toMatchObject([{ test: true, payload: { orderIds: [order.id] } }]);
  });
});
