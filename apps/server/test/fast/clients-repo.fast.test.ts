import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/connection.js';
import { buildClient, createClient, createLender, createOrder, createUser } from '../../src/demo/seed/factories.js';
import * as repo from '../../src/modules/clients/repo.js';
import { openMigratedDatabase } from './support/fast-database.js';

const PII = { piiKey: Buffer.alloc(32, 9) };

/** The clients repository on a real database: tenant isolation is in its SQL, so it is proved against SQL. */
describe('clients repository', () => {
  let h: DatabaseHandle;
  let acme: string;
  let other: string;
  beforeAll(async () => {
    h = await openMigratedDatabase();
    acme = (await createLender(h.db, { companyName: 'Acme Capital' })).id;
    other = (await createLender(h.db, { companyName: 'Other Bank' })).id;
  });
  afterAll(() => h.close());

  it("finds a lender's own client, never another lender's", async () => {
    const client = await createClient(h.db, PII, { lenderId: acme, businessName: 'Harbor Freight LLC' });

    expect(await repo.findClient(h.db, acme, client.id)).toMatchObject({
      id: client.id,
      business_name: 'Harbor Freight LLC',
      tax_id_last4: client.taxIdLast4,
      designee_name: null,
      form_name: null,
      bundle_id: null,
    });
    expect(await repo.findClient(h.db, other, client.id)).toBeUndefined();
  });

  it('leaves out a client whose tax id the lender already holds, and only at that lender', async () => {
    const first = await createClient(h.db, PII, { lenderId: acme, taxId: '12-3456789' });
    const again = buildClient(PII, { lenderId: acme, taxId: '12-3456789' }).row;
    const elsewhere = buildClient(PII, { lenderId: other, taxId: '12-3456789' }).row;

    expect(await repo.insertClientsUnlessTaxIdTaken(h.db, [again])).toEqual([]);
    expect(await repo.insertClientsUnlessTaxIdTaken(h.db, [elsewhere])).toEqual([
      { id: elsewhere.id, tax_id_hash: elsewhere.tax_id_hash },
    ]);
    expect(await repo.findClientByTaxIdHash(h.db, acme, again.tax_id_hash)).toEqual({
      id: first.id,
      tax_id_kind: 'EIN',
    });
  });

  it("changes a client only through its own lender's id", async () => {
    const client = await createClient(h.db, PII, { lenderId: acme, city: 'Columbus' });

    expect(await repo.updateClient(h.db, other, client.id, { city: 'Dayton' })).toBe(false);
    expect((await repo.findClient(h.db, acme, client.id))?.city).toBe('Columbus');
    expect(await repo.updateClient(h.db, acme, client.id, { city: 'Dayton' })).toBe(true);
    expect((await repo.findClient(h.db, acme, client.id))?.city).toBe('Dayton');
  });

  it("lists a client's orders with their reports, and nothing through another lender", async () => {
    const user = await createUser(h.db, { lenders: [{ lenderId: acme, role: 'ROLE_LENDERADMIN' }] });
    const client = await createClient(h.db, PII, { lenderId: acme });
    const order = await createOrder(h.db, {
      lenderId: acme,
      clientId: client.id,
      placedBy: user.id,
      delivery: 'THREE_DAY',
      status: 'PENDING',
    });

    expect(await repo.listClientOrdersAndReports(h.db, acme, client.id)).toEqual([
      expect.objectContaining({
        kind: 'ORDER',
        order_id: order.id,
        delivery: 'THREE_DAY',
        order_status: 'PENDING',
        report_id: order.reportId,
        report_status: 'PENDING',
      }),
    ]);
    expect(await repo.listClientOrdersAndReports(h.db, other, client.id)).toEqual([]);
  });
});
