import type { SignatureRequestPage } from '@taxlens/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMovableClock } from './support/movable-clock.js';
import { call, createTestApp, openSession, type Session, type TestApp } from './support/test-app.js';

const MINUTE = 60_000;

describe('GET /api/signature-requests: the lender-wide list (docs/decisions/208)', () => {
  const clock = createMovableClock(new Date('2026-03-02T15:00:00Z'));
  let t: TestApp;
  let acme: Session;
  let viewer: Session;
  let cedar: Session;
  /** Acme's requests in the order they were sent (oldest first). */
  const sent: { id: string; clientId: string; businessName: string }[] = [];
  let cedarRequestId: string;

  const clientsOf = (lender: string, limit: number) =>
    t.db
      .selectFrom('clients as c')
      .innerJoin('lenders as l', 'l.id', 'c.lender_id')
      .select(['c.id', 'c.business_name'])
      .where('l.company_name', '=', lender)
      .orderBy('c.id')
      .limit(limit)
      .execute();

  const send = async (session: Session, clientId: string, n: number) => {
    clock.advance(MINUTE);
    const res = await call(t.app, session, 'POST', `/api/clients/${clientId}/signature-requests`, {
      signerName: `Signer ${n}`,
      signerEmail: `list-signer${n}@borrower.test`,
      attestRelationship: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  };
  const list = async (session: Session, query = '') => {
    const res = await call(t.app, session, 'GET', `/api/signature-requests${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as SignatureRequestPage;
  };

  beforeAll(async () => {
    t = await createTestApp({ clock });
    acme = await openSession(t.app, 'loan.officer', 'Acme Capital');
    viewer = await openSession(t.app, 'viewer', 'Acme Capital');
    cedar = await openSession(t.app, 'ondemand.user', 'Cedar Credit');
    const [cedarClient] = await clientsOf('Cedar Credit', 1);
    cedarRequestId = await send(cedar, cedarClient!.id, 0);
    for (const [i, c] of (await clientsOf('Acme Capital', 4)).entries()) {
      sent.push({ id: await send(acme, c.id, i + 1), clientId: c.id, businessName: c.business_name });
    }
    // The second one ends voided, the third has been opened by the signer (its latest evidence).
    expect((await call(t.app, acme, 'POST', `/api/signature-requests/${sent[1]!.id}/void`)).statusCode).toBe(200);
    await t.app.ctx.outbox.drain();
    const mail = await t.db
      .selectFrom('dev_messages')
      .select('body')
      .where('recipient', '=', 'list-signer3@borrower.test')
      .executeTakeFirstOrThrow();
    const token = /\/sign\/([A-Za-z0-9_-]{43})/.exec(mail.body)![1];
    expect((await call(t.app, null, 'GET', `/api/sign/${token}`)).statusCode).toBe(200);
  }, 120_000);
  afterAll(() => t?.close());

  it("lists the lender's own requests newest first, with the client's name, the latest event and no secrets", async () => {
    const page = await list(viewer);
    expect(page.content.map((r) => r.id)).toEqual([...sent].reverse().map((r) => r.id));
    expect(page.page).toEqual({ size: 10, number: 0, totalElements: 4, totalPages: 1 });
    const newest = page.content[0]!;
    expect(newest).toMatchObject({
      clientId: sent[3]!.clientId,
      businessName: sent[3]!.businessName,
      status: 'SENT',
      signerEmail: 'list-signer4@borrower.test',
    });
    expect(newest.lastEvent).toEqual({ type: 'SENT', at: expect.any(String) });
    expect(page.content.find((r) => r.id === sent[1]!.id)).toMatchObject({
      status: 'VOIDED',
      lastEvent: { type: 'VOIDED' },
    });
    expect(page.content.find((r) => r.id === sent[2]!.id)).toMatchObject({
      status: 'OPENED',
      lastEvent: { type: 'OPENED' },
    });
    // The row is the client page's view plus three fields: never a token, code or hash.
    const perClient = await call(t.app, viewer, 'GET', `/api/clients/${sent[3]!.clientId}/signature-requests`);
    expect(Object.keys(newest).sort()).toEqual(
      [...Object.keys(perClient.json()[0]), 'businessName', 'lastEvent', 'pairSignerName'].sort(),
    );
    expect(JSON.stringify(page)).not.toMatch(/hash|token|prefilled/i);
  });

  it('filters by one status or several, comma-separated', async () => {
    expect((await list(acme, '?status=VOIDED')).content.map((r) => r.id)).toEqual([sent[1]!.id]);
    expect((await list(acme, '?status=OPENED')).content.map((r) => r.id)).toEqual([sent[2]!.id]);
    const open = await list(acme, '?status=SENT,OPENED,IDENTITY_CHECKED');
    expect(open.content.map((r) => r.id)).toEqual([sent[3]!.id, sent[2]!.id, sent[0]!.id]);
    expect(open.page.totalElements).toBe(3);
    expect((await list(acme, '?status=SIGNED')).page).toMatchObject({ totalElements: 0, totalPages: 0 });
  });

  it('refuses an unknown status or page size with 400 in the one error shape, naming the field', async () => {
    for (const query of [
      '?status=SENT,BOGUS',
      '?status=sent',
      '?status=SENT,,OPENED',
      '?size=0',
      '?size=101',
      '?page=-1',
    ]) {
      const res = await call(t.app, acme, 'GET', `/api/signature-requests${query}`);
      expect(res.statusCode, query).toBe(400);
      const [message] = (res.json() as { messages: { key: string; value: string; field: string }[] }).messages;
      expect(message!.key, query).toBe('VALIDATION_ERROR');
      expect(message!.field, query).toMatch(/^querystring\.(status|size|page)$/);
      expect(message!.value, query).toMatch(
        query.includes('status') ? /^Status must be one or more of SENT, OPENED, / : /^(Page|Size) must be/,
      );
    }
  });

  it('pages as the portfolio lists do: page from 0 and size', async () => {
    const first = await list(acme, '?size=3');
    expect(first.page).toEqual({ size: 3, number: 0, totalElements: 4, totalPages: 2 });
    const second = await list(acme, '?size=3&page=1');
    expect(second.content.map((r) => r.id)).toEqual([sent[0]!.id]);
    expect([...first.content, ...second.content].map((r) => r.id)).toEqual([...sent].reverse().map((r) => r.id));
    expect((await list(acme, '?size=3&page=5')).content).toEqual([]);
  });

  it("never shows another lender's requests, either way", async () => {
    const atCedar = await list(cedar);
    expect(atCedar.content.map((r) => r.id)).toEqual([cedarRequestId]);
    expect(atCedar.page.totalElements).toBe(1);
    expect((await list(acme)).content.map((r) => r.id)).not.toContain(cedarRequestId);
    // Nor through the actions: another lender's id answers 404, as a missing one.
    expect((await call(t.app, cedar, 'POST', `/api/signature-requests/${sent[0]!.id}/void`)).statusCode).toBe(404);
  });
});
