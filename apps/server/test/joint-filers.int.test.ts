import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromStored } from '../src/modules/esign/prefill.js';
import { runEsignRenewals } from '../src/modules/esign/renewal-job.js';
import { postMultipart } from './support/order-upload.js';
import { createMovableClock } from './support/movable-clock.js';
import { signingPassFrom } from './support/signing-pass.js';
import { call, createTestApp, lenderIdByName, openSession, type Session, type TestApp } from './support/test-app.js';

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const signBody = (name: string) => ({
  keepPriorAuthorizations: false,
  esignConsent: true,
  timeZone: 'America/New_York',
  signature: { kind: 'drawn', name, png: PNG },
});

/** Joint filers (docs/decisions/218): the spouse on the client, and each spouse's own form, on a real database. */
describe('joint filers', () => {
  const clock = createMovableClock(new Date('2026-04-06T15:00:00Z'));
  let t: TestApp;
  let officer: Session;
  let ops: Session;
  let acme: string;
  let n = 0;

  const address = { addressLine1: '12 Elm Street', city: 'Dayton', state: 'OH', zip: '45402' };
  /** An individual who files jointly, created through Create Client; each test gets its own SSNs. */
  async function createJointClient() {
    n += 1;
    const ssn = `23${n}-45-678${n}`;
    const spouseSsn = `34${n}-56-789${n}`;
    const res = await call(t.app, officer, 'POST', '/api/neoclients/create', {
      clientType: 'individual',
      firstName: 'Alex',
      lastName: `Rivera${n}`,
      ssn,
      ...address,
      jointSpouse: { firstName: 'Sam', lastName: `Rivera${n}`, ssn: spouseSsn, email: `sam${n}@borrower.test` },
    });
    expect(res.statusCode, res.body).toBe(201);
    return {
      clientId: res.json().id as string,
      ssn,
      spouseSsn,
      taxpayerEmail: `alex${n}@borrower.test`,
      spouseEmail: `sam${n}@borrower.test`,
    };
  }
  const signers = (c: { taxpayerEmail: string; spouseEmail: string }) => ({
    signerName: 'Alex Rivera',
    signerEmail: c.taxpayerEmail,
    attestRelationship: true,
    spouse: { signerName: 'Sam Rivera', signerEmail: c.spouseEmail },
  });
  const mailsTo = async (to: string) => {
    await t.app.ctx.outbox.drain();
    return t.db.selectFrom('dev_messages').select('body').where('recipient', '=', to).orderBy('id').execute();
  };
  const lastMatch = async (to: string, re: RegExp) =>
    (await mailsTo(to))
      .map((m) => re.exec(m.body)?.[1])
      .filter(Boolean)
      .pop()!;
  const linkIn = (to: string) => lastMatch(to, /\/sign\/([A-Za-z0-9_-]{43})/);
  const requestsOf = (clientId: string) =>
    t.db
      .selectFrom('signature_requests')
      .selectAll()
      .where('client_id', '=', clientId)
      .orderBy('signer_role', 'desc')
      .execute();
  const orderOf = (clientId: string) =>
    t.db
      .selectFrom('orders')
      .select(['id', 'status', 'form_file_id', 'spouse_form_file_id', 'cancel_reason', 'awaiting_bill'])
      .where('client_id', '=', clientId)
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
  const countFor = async (table: 'reports' | 'invoice_lines', orderId: string) =>
    (await t.db.selectFrom(table).select('id').where('order_id', '=', orderId).execute()).length;
  const placedEvents = async (orderId: string) =>
    (await t.db.selectFrom('domain_events').select('payload').where('type', '=', 'order.placed').execute()).filter(
      (e) => (e.payload as { orderIds: string[] }).orderIds.includes(orderId),
    ).length;
  async function placeAwaiting(c: Awaited<ReturnType<typeof createJointClient>>) {
    const parts = [
      { name: 'product', value: 'TAXLENS:NEXT_DAY' },
      { name: 'clientId', value: c.clientId },
      { name: 'signature', value: JSON.stringify({ signer: signers(c) }) },
    ];
    const res = await postMultipart(t.app, officer, '/api/forms/upload8821', parts);
    expect(res.statusCode, res.body).toBe(201);
    return {
      orderId: res.json().orders[0].id as string,
      taxpayer: await linkIn(c.taxpayerEmail),
      spouse: await linkIn(c.spouseEmail),
    };
  }
  async function checkIdentity(token: string, email: string, last4: string) {
    expect((await call(t.app, null, 'POST', `/api/sign/${token}/code`)).statusCode).toBe(204);
    const code = await lastMatch(email, /signing code is (\d{6})/);
    return call(t.app, null, 'POST', `/api/sign/${token}/identity`, { last4, code });
  }
  async function passAndSign(token: string, email: string, last4: string, name: string) {
    const pass = signingPassFrom(await checkIdentity(token, email, last4));
    const signed = await call(t.app, pass, 'POST', `/api/sign/${token}/sign`, signBody(name));
    expect(signed.statusCode, signed.body).toBe(200);
  }

  beforeAll(async () => {
    t = await createTestApp({ clock });
    acme = await lenderIdByName(t.db, 'Acme Capital');
    officer = await openSession(t.app, 'loan.officer', 'Acme Capital');
    ops = await openSession(t.app, 'ops.admin', null);
  }, 120_000);
  afterAll(() => t?.close());

  it('the spouse on the client: masked in the detail, revealed with the client, kept when the SSN is left out on an edit, cleared with null', async () => {
    const c = await createJointClient();
    const detail = (await call(t.app, officer, 'GET', `/api/clients/${c.clientId}`)).json();
    expect(detail.jointSpouse).toEqual({
      firstName: 'Sam',
      lastName: `Rivera${n}`,
      ssn: `***-**-${c.spouseSsn.slice(-4)}`,
      email: c.spouseEmail,
      mobile: null,
    });
    expect(JSON.stringify(detail)).not.toContain(c.spouseSsn);
    const revealed = (await call(t.app, officer, 'POST', `/api/clients/${c.clientId}/pii`)).json();
    expect(revealed.spouseTaxId).toBe(c.spouseSsn);

    // The client edit: the spouse's SSN left out keeps the one on file; a mobile is added.
    const edit = { clientType: 'individual', firstName: 'Alex', lastName: `Rivera${n}`, ...address };
    const kept = await call(t.app, officer, 'PUT', `/api/neoclients/${c.clientId}`, {
      ...edit,
      jointSpouse: { firstName: 'Samantha', lastName: `Rivera${n}`, mobile: '513-555-0142' },
    });
    expect(kept.statusCode, kept.body).toBeLessThan(300);
    const after = (await call(t.app, officer, 'GET', `/api/clients/${c.clientId}`)).json();
    expect(after.jointSpouse).toMatchObject({
      firstName: 'Samantha',
      ssn: `***-**-${c.spouseSsn.slice(-4)}`,
      mobile: '(513) 555-0142',
    });
    const audit = await t.db
      .selectFrom('audit_log')
      .select('details')
      .where('target_id', '=', c.clientId)
      .where('action', '=', 'CLIENT_UPDATED')
      .executeTakeFirstOrThrow();
    expect(audit.details).toMatchObject({ spouseChanged: true });
    expect(JSON.stringify(audit.details)).not.toContain('Samantha');

    // Bad input names the field; never a 500.
    const bad = await call(t.app, officer, 'PUT', `/api/neoclients/${c.clientId}`, {
      ...edit,
      jointSpouse: { firstName: 'Sam', lastName: 'R', ssn: '000-12-3456' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('jointSpouse');

    const cleared = await call(t.app, officer, 'PUT', `/api/neoclients/${c.clientId}`, { ...edit, jointSpouse: null });
    expect(cleared.statusCode, cleared.body).toBeLessThan(300);
    expect((await call(t.app, officer, 'GET', `/api/clients/${c.clientId}`)).json().jointSpouse).toBeNull();
    // A new spouse needs an SSN or ITIN.
    const noSsn = await call(t.app, officer, 'PUT', `/api/neoclients/${c.clientId}`, {
      ...edit,
      jointSpouse: { firstName: 'Sam', lastName: 'R' },
    });
    expect(noSsn.statusCode).toBe(400);
    expect(noSsn.json().messages[0]).toMatchObject({ field: 'jointSpouse.ssn' });
  });

  it("sends two forms, one per spouse: the spouse's has the spouse as taxpayer, the couple's address, the same designees, matters and periods", async () => {
    const c = await createJointClient();
    const alone = await call(t.app, officer, 'POST', `/api/clients/${c.clientId}/signature-requests`, {
      signerName: 'Alex Rivera',
      signerEmail: c.taxpayerEmail,
      attestRelationship: true,
    });
    expect(alone.statusCode).toBe(400);
    expect(alone.json().messages[0]).toMatchObject({ field: 'spouse' });

    const sent = await call(t.app, officer, 'POST', `/api/clients/${c.clientId}/signature-requests`, signers(c));
    expect(sent.statusCode, sent.body).toBe(201);
    const [own, spouse] = await requestsOf(c.clientId);
    expect(own).toMatchObject({ signer_role: 'TAXPAYER', signer_email: c.taxpayerEmail, status: 'SENT' });
    expect(spouse).toMatchObject({
      signer_role: 'SPOUSE',
      signer_email: c.spouseEmail,
      status: 'SENT',
      pair_id: own!.pair_id,
    });
    expect(own!.pair_id).toBeTruthy();
    const ownForm = fromStored(own!.prefilled);
    const spouseForm = fromStored(spouse!.prefilled);
    expect(ownForm.taxpayer).toMatchObject({ name: `Alex Rivera${n}`, taxId: c.ssn.replaceAll('-', '') });
    expect(spouseForm.taxpayer).toMatchObject({
      name: `Sam Rivera${n}`,
      taxIdKind: 'SSN',
      taxId: c.spouseSsn.replaceAll('-', ''),
      address: ownForm.taxpayer.address,
    });
    expect(spouseForm.designees).toEqual(ownForm.designees);
    expect(spouseForm.matters).toEqual(ownForm.matters);
    expect(spouseForm.coveredPeriods).toEqual(ownForm.coveredPeriods);
    expect(spouseForm.signer.name).toBe('Sam Rivera');

    // Each spouse has their own link, to their own form; the client page lists both.
    const [ownLink, spouseLink] = [await linkIn(c.taxpayerEmail), await linkIn(c.spouseEmail)];
    expect(ownLink).not.toBe(spouseLink);
    const page = (await call(t.app, null, 'GET', `/api/sign/${spouseLink}`)).json();
    // Before the identity check, no digit of the SSN (docs/decisions/255).
    expect(page.form.taxpayer).toMatchObject({ name: `Sam Rivera${n}`, taxId: '***-**-****' });
    const listed = (await call(t.app, officer, 'GET', `/api/clients/${c.clientId}/signature-requests`)).json();
    expect(listed.map((r: { signerRole: string }) => r.signerRole).sort()).toEqual(['SPOUSE', 'TAXPAYER']);
    // The lender-wide list keeps the pair together, the taxpayer first, each naming the other signer.
    const lenderList = (await call(t.app, officer, 'GET', '/api/signature-requests?size=100')).json().content as {
      id: string;
      signerRole: string;
      pairSignerName: string | null;
    }[];
    const at = lenderList.findIndex((r) => r.id === own!.id);
    expect(lenderList.slice(at, at + 2)).toMatchObject([
      { id: own!.id, signerRole: 'TAXPAYER', pairSignerName: 'Sam Rivera' },
      { id: spouse!.id, signerRole: 'SPOUSE', pairSignerName: 'Alex Rivera' },
    ]);
    // Place Order offers to wait for the pair, naming both signers (the order waits for both forms).
    const formData = (await call(t.app, officer, 'GET', `/api/formdata/${c.clientId}/place-order`)).json();
    expect(formData.client.openSignatureRequest).toEqual({
      id: own!.id,
      signerName: 'Alex Rivera',
      spouseSignerName: 'Sam Rivera',
      status: 'SENT',
    });

    // A client who does not file jointly has no spouse's form.
    const other = await call(t.app, officer, 'POST', '/api/neoclients/create', {
      clientType: 'individual',
      firstName: 'Lee',
      lastName: 'Solo',
      ssn: '456-12-3789',
      ...address,
    });
    const refused = await call(
      t.app,
      officer,
      'POST',
      `/api/clients/${other.json().id}/signature-requests`,
      signers({ taxpayerEmail: 'lee@borrower.test', spouseEmail: 'x@borrower.test' }),
    );
    expect(refused.statusCode).toBe(400);
  });

  it("one signed is not usable; the taxpayer's last 4 fails the spouse's check; both signed: usable, the order queued once with both forms", async () => {
    const c = await createJointClient();
    const p = await placeAwaiting(c);
    const before = (await call(t.app, officer, 'GET', `/api/clients/${c.clientId}`)).json();

    await passAndSign(p.taxpayer, c.taxpayerEmail, c.ssn.slice(-4), 'Alex Rivera');
    expect(await orderOf(c.clientId)).toMatchObject({ status: 'AWAITING_SIGNATURE' });
    expect(await countFor('reports', p.orderId)).toBe(0);
    const half = (await call(t.app, officer, 'GET', `/api/clients/${c.clientId}`)).json();
    expect(half.form8821).toEqual(before.form8821);
    expect(half.spouseForm8821).toBeNull();

    // The spouse confirms THEIR OWN last 4: the taxpayer's digits count as a failed check.
    const wrong = await checkIdentity(p.spouse, c.spouseEmail, c.ssn.slice(-4));
    expect(wrong.statusCode).toBe(400);
    const [, spouseRow] = await requestsOf(c.clientId);
    expect(spouseRow).toMatchObject({ failed_checks: 1 });

    await passAndSign(p.spouse, c.spouseEmail, c.spouseSsn.slice(-4), 'Sam Rivera');
    const [own, spouse] = await requestsOf(c.clientId);
    expect([own!.status, spouse!.status]).toEqual(['SIGNED', 'SIGNED']);
    const order = await orderOf(c.clientId);
    expect(order).toMatchObject({
      id: p.orderId,
      status: 'PENDING',
      form_file_id: own!.signed_file_id,
      spouse_form_file_id: spouse!.signed_file_id,
    });
    expect(await countFor('reports', p.orderId)).toBe(1);
    expect(await countFor('invoice_lines', p.orderId)).toBe(1);
    expect(await placedEvents(p.orderId)).toBe(1);
    const after = (await call(t.app, officer, 'GET', `/api/clients/${c.clientId}`)).json();
    expect(after.form8821).toMatchObject({ id: own!.signed_file_id, eSigned: true });
    expect(after.spouseForm8821).toMatchObject({ id: spouse!.signed_file_id });

    // Operations see and open both forms with the order.
    const report = await t.db
      .selectFrom('reports')
      .select('id')
      .where('order_id', '=', p.orderId)
      .executeTakeFirstOrThrow();
    expect((await call(t.app, ops, 'GET', `/api/ops/reports/${report.id}`)).json()).toMatchObject({
      hasForm8821: true,
      hasSpouseForm8821: true,
    });
    const spousePdf = await call(t.app, ops, 'GET', `/api/ops/reports/${report.id}/form8821?signer=spouse`);
    expect(spousePdf.statusCode).toBe(200);
    expect(spousePdf.body.startsWith('%PDF-')).toBe(true);
  });

  it("one spouse declines: the order is cancelled unbilled with a reason naming who; resending to one keeps the other's signed form", async () => {
    const c = await createJointClient();
    const p = await placeAwaiting(c);
    await passAndSign(p.taxpayer, c.taxpayerEmail, c.ssn.slice(-4), 'Alex Rivera');
    // Resend to the spouse: a new link; the taxpayer's signed form stays.
    const [, spouseRow] = await requestsOf(c.clientId);
    expect((await call(t.app, officer, 'POST', `/api/signature-requests/${spouseRow!.id}/resend`)).statusCode).toBe(
      200,
    );
    const [ownAfter] = await requestsOf(c.clientId);
    expect(ownAfter).toMatchObject({ status: 'SIGNED' });
    const newLink = await linkIn(c.spouseEmail);
    expect(newLink).not.toBe(p.spouse);

    const declined = await call(t.app, null, 'POST', `/api/sign/${newLink}/decline`, {
      reason: 'We filed separately this year.',
    });
    expect(declined.statusCode).toBe(204);
    const order = await orderOf(c.clientId);
    expect(order).toMatchObject({ id: p.orderId, status: 'CANCELLED', awaiting_bill: null });
    expect(order.cancel_reason).toMatch(
      /Sam Rivera \(the spouse\) declined to sign the Form 8821: We filed separately this year\./,
    );
    expect(await countFor('reports', p.orderId)).toBe(0);
    expect(await countFor('invoice_lines', p.orderId)).toBe(0);
  });

  it("a bulk send names the spouse's signer from the client, and skips a joint filer whose spouse has no e-mail", async () => {
    const c = await createJointClient();
    const preview = () =>
      call(t.app, officer, 'POST', '/api/signature-requests/bulk/preview', {
        clientIds: [c.clientId],
        onlyWithoutUsableForm: false,
      });
    const edit = {
      clientType: 'individual',
      firstName: 'Alex',
      lastName: `Rivera${n}`,
      ...address,
      contactEmail: c.taxpayerEmail,
    };
    expect((await call(t.app, officer, 'PUT', `/api/neoclients/${c.clientId}`, edit)).statusCode).toBeLessThan(300);
    expect((await preview()).json().ready).toHaveLength(1);
    const noEmail = { ...edit, jointSpouse: { firstName: 'Sam', lastName: `Rivera${n}`, email: null } };
    expect((await call(t.app, officer, 'PUT', `/api/neoclients/${c.clientId}`, noEmail)).statusCode).toBeLessThan(300);
    const skipped = (await preview()).json().skipped;
    expect(skipped).toHaveLength(1);
    expect(skipped[0].reason).toMatch(/files jointly and the spouse has no e-mail/);
    expect(acme).toBeTruthy();
  });

  it("renews a pair: an AUTO lender's expiring joint 8821 gets a new request to each spouse, paired, once (docs/decisions/212, 218)", async () => {
    const c = await createJointClient();
    const p = await placeAwaiting(c);
    await passAndSign(p.taxpayer, c.taxpayerEmail, c.ssn.slice(-4), 'Alex Rivera');
    await passAndSign(p.spouse, c.spouseEmail, c.spouseSsn.slice(-4), 'Sam Rivera');
    const [signedOwn, signedSpouse] = await requestsOf(c.clientId);
    // A monitored client (its first report done) whose form expires within the expiring-forms
    // window, at a lender that renews by itself.
    const expiresOn = new Date(clock.now().getTime() + 30 * 86_400_000).toISOString().slice(0, 10);
    await t.db
      .updateTable('clients')
      .set({ status: 'ACTIVE', authorization_expires_on: expiresOn, monitoring_frequency: 'MONTHLY' })
      .where('id', '=', c.clientId)
      .execute();
    const { esign_renewal_mode: mode } = await t.db
      .selectFrom('lenders')
      .select('esign_renewal_mode')
      .where('id', '=', acme)
      .executeTakeFirstOrThrow();
    await t.db.updateTable('lenders').set({ esign_renewal_mode: 'AUTO' }).where('id', '=', acme).execute();
    try {
      await Promise.all([runEsignRenewals(t.app.ctx, clock.now()), runEsignRenewals(t.app.ctx, clock.now())]);
      await runEsignRenewals(t.app.ctx, clock.now());
    } finally {
      await t.db.updateTable('lenders').set({ esign_renewal_mode: mode }).where('id', '=', acme).execute();
    }
    const renewals = (await requestsOf(c.clientId)).filter((r) => r.id !== signedOwn!.id && r.id !== signedSpouse!.id);
    expect(renewals.map((r) => [r.signer_role, r.signer_email, r.status]).sort()).toEqual([
      ['SPOUSE', c.spouseEmail, 'SENT'],
      ['TAXPAYER', c.taxpayerEmail, 'SENT'],
    ]);
    expect(renewals[0]!.pair_id).toBeTruthy();
    expect(renewals[0]!.pair_id).toBe(renewals[1]!.pair_id);
    expect(renewals[0]!.pair_id).not.toBe(signedOwn!.pair_id);
    // Each spouse's renewal carries their own form, as the first send did.
    const spouseRenewal = renewals.find((r) => r.signer_role === 'SPOUSE')!;
    expect(fromStored(spouseRenewal.prefilled).taxpayer).toMatchObject({ taxId: c.spouseSsn.replaceAll('-', '') });
  });
});
