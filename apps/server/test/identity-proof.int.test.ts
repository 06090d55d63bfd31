import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../src/demo/seed/factories.js';
import { businessDay } from '../src/domain/business-day.js';
import { deleteDueIdentityImages } from '../src/modules/esign/identity-image-job.js';
import { decryptPii } from '../src/platform/pii.js';
import { makePng } from './support/make-png.js';
import { createMovableClock } from './support/movable-clock.js';
import { multipartBody, makePdf, type Part } from './support/multipart.js';
import { passSigningCheck, type SigningPass } from './support/signing-pass.js';
import { postMultipart } from './support/order-upload.js';
import { call, createTestApp, lenderIdByName, openSession, type Session, type TestApp } from './support/test-app.js';

const JPEG = readFileSync(new URL('./fixtures/images/logo-64x32.jpg', import.meta.url));
const SELFIE = makePng(48, 64);
const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="32"><script>alert(1)</script></svg>',
);
const PNG_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const DAY = 86_400_000;

/** The text of a PDF, as poppler's pdftotext reads it. */
function pdfText(pdf: Uint8Array): string {
  const file = join(mkdtempSync(join(tmpdir(), 'taxlens-idproof-')), 'form.pdf');
  writeFileSync(file, pdf);
  return spawnSync('pdftotext', [file, '-'], { encoding: 'utf8' }).stdout;
}

const FACTS = {
  fullName: 'Rae Remote',
  taxId: '123-45-6789',
  addressLine1: '1 Main St',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  dateOfBirth: '1980-05-17',
};
// The birth date in any way a person or a program would write it (not just '1980': a photo's
// SHA-256 printed in the same evidence line may hold those four digits by chance).
const BIRTH_DATE_WRITTEN = /1980-05-17|05\/17\/1980|5\/17\/1980|May 17,? 1980|17 May 1980/;
const signBody = {
  keepPriorAuthorizations: false,
  esignConsent: true,
  timeZone: 'America/Chicago',
  signature: { kind: 'drawn', name: 'Rae Remote', png: PNG_URL },
};

describe('remote identity proof: facts and photos, operations approve or refuse, photos deleted on time', () => {
  const clock = createMovableClock(new Date('2026-04-06T15:00:00Z'));
  let t: TestApp;
  let lender: Session;
  let ops: Session;
  let acmeId: string;
  let business: { id: string; tax_id_last4: string; form_file_id: string | null }[];
  let n = 0;

  const mailsTo = async (to: string) => {
    await t.app.ctx.outbox.drain();
    return t.db
      .selectFrom('dev_messages')
      .select(['subject', 'body'])
      .where('recipient', '=', to)
      .orderBy('id')
      .execute();
  };
  const last = async (to: string, pattern: RegExp) =>
    (await mailsTo(to))
      .map((m) => pattern.exec(m.body)?.[1])
      .filter(Boolean)
      .pop()!;
  const setLevels = async (levels: string[]) => {
    const s = (await call(t.app, ops, 'GET', `/api/ops/lenders/${acmeId}`)).json();
    return call(t.app, ops, 'PUT', `/api/ops/lenders/${acmeId}`, {
      monitorType: s.monitorType,
      canOrderExpress: s.canOrderExpress,
      canOrderSameDay: s.canOrderSameDay,
      capabilities: {},
      esignIdentityLevels: levels,
    });
  };
  const sendRemote = async (clientId: string) => {
    const email = `remote${(n += 1)}@borrower.test`;
    clock.advance(60_000);
    const res = await call(t.app, lender, 'POST', `/api/clients/${clientId}/signature-requests`, {
      signerName: 'Rae Remote',
      signerEmail: email,
      identityLevel: 'REMOTE_PROOF',
    });
    expect(res.statusCode, res.body).toBe(201);
    return { id: res.json().id as string, email, token: await last(email, /\/sign\/([A-Za-z0-9_-]{43})/) };
  };
  /** The code step, as the signer's browser passes it: the link and the pass it now holds. */
  const passCode = async (r: { token: string; email: string }, last4: string) => ({
    token: r.token,
    pass: await passSigningCheck(t.app, { token: r.token, last4 }, () => last(r.email, /signing code is (\d{6})/)),
  });
  const sendProof = (
    link: { token: string; pass?: SigningPass },
    facts: unknown = FACTS,
    images: { idDocument?: Uint8Array; selfie?: Uint8Array } = { idDocument: JPEG, selfie: SELFIE },
  ) => {
    const parts: Part[] = [{ name: 'facts', value: JSON.stringify(facts) }];
    if (images.idDocument)
      parts.push({ name: 'idDocument', filename: 'id.jpg', bytes: images.idDocument, contentType: 'image/jpeg' });
    if (images.selfie)
      parts.push({ name: 'selfie', filename: 'selfie.png', bytes: images.selfie, contentType: 'image/png' });
    const body = multipartBody(parts);
    return t.app.inject({
      method: 'POST',
      url: `/api/sign/${link.token}/proof`,
      payload: body.payload,
      headers: { ...body.headers, ...(link.pass ? { cookie: link.pass.cookie } : {}) },
    });
  };
  /** A remote request signed through the whole flow, waiting for operations. */
  const signedRemote = async (client: { id: string; tax_id_last4: string }) => {
    const r = await sendRemote(client.id);
    const link = await passCode(r, client.tax_id_last4);
    expect((await sendProof(link)).statusCode).toBe(204);
    const signed = await call(t.app, link.pass, 'POST', `/api/sign/${r.token}/sign`, signBody);
    expect(signed.statusCode, signed.body).toBe(200);
    return r;
  };
  const currentForm = async (clientId: string) =>
    (await t.db.selectFrom('clients').select('form_file_id').where('id', '=', clientId).executeTakeFirstOrThrow())
      .form_file_id;
  const request = (id: string) =>
    t.db.selectFrom('signature_requests').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const proof = (id: string) =>
    t.db.selectFrom('identity_proofs').selectAll().where('request_id', '=', id).executeTakeFirstOrThrow();
  const storageKeys = async (id: string) => {
    const p = await proof(id);
    const ids = [p.id_document_file_id, p.selfie_file_id].filter((x): x is string => x !== null);
    return ids.length
      ? (await t.db.selectFrom('stored_files').select('storage_key').where('id', 'in', ids).execute()).map(
          (f) => f.storage_key,
        )
      : [];
  };
  const events = async (type: string, requestId: string) =>
    (await t.db.selectFrom('domain_events').select('payload').where('type', '=', type).execute()).filter(
      (e) => (e.payload as { signatureRequestId: string }).signatureRequestId === requestId,
    ).length;

  beforeAll(async () => {
    t = await createTestApp({ clock });
    acmeId = await lenderIdByName(t.db, 'Acme Capital');
    business = await t.db
      .selectFrom('clients')
      .select(['id', 'tax_id_last4', 'form_file_id'])
      .where('lender_id', '=', acmeId)
      .where('tax_id_kind', '=', 'EIN')
      .orderBy('id')
      .limit(4)
      .execute();
    await t.db
      .updateTable('users')
      .set({ notification_types: ['MISSING_AUTH_ALL'] })
      .where('username', '=', 'loan.officer')
      .execute();
    lender = await openSession(t.app, 'loan.officer', 'Acme Capital');
    ops = await openSession(t.app, 'ops.admin', 'Acme Capital');
  }, 120_000);
  afterAll(() => t?.close());

  it('lets a lender choose only the levels operations allow (known borrower by default), the attestation asked of a known borrower only', async () => {
    expect((await call(t.app, lender, 'GET', '/api/signature-requests/identity-levels')).json()).toEqual({
      identityLevels: ['KNOWN_BORROWER'],
    });
    const refused = await call(t.app, lender, 'POST', `/api/clients/${business[0]!.id}/signature-requests`, {
      signerName: 'Rae',
      signerEmail: 'no@borrower.test',
      identityLevel: 'REMOTE_PROOF',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().messages[0]).toMatchObject({ field: 'identityLevel' });
    expect(refused.json().messages[0].value).toMatch(/Remote identity proof is not allowed for this lender/);

    expect((await setLevels([])).statusCode).toBe(400);
    expect((await setLevels(['REMOTE_PROOF', 'REMOTE_PROOF'])).statusCode).toBe(400);
    const saved = await setLevels(['KNOWN_BORROWER', 'REMOTE_PROOF']);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().esignIdentityLevels).toEqual(['KNOWN_BORROWER', 'REMOTE_PROOF']);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'OPS_LENDER_SETTINGS_CHANGED')
      .where('lender_id', '=', acmeId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.details).toMatchObject({
      from: { esignIdentityLevels: ['KNOWN_BORROWER'] },
      to: { esignIdentityLevels: ['KNOWN_BORROWER', 'REMOTE_PROOF'] },
    });
    expect((await call(t.app, lender, 'GET', '/api/signature-requests/identity-levels')).json().identityLevels).toEqual(
      ['KNOWN_BORROWER', 'REMOTE_PROOF'],
    );

    // A known borrower still needs the attestation; a remote proof has none to give.
    const unattested = await call(t.app, lender, 'POST', `/api/clients/${business[0]!.id}/signature-requests`, {
      signerName: 'Rae',
      signerEmail: 'no@borrower.test',
    });
    expect(unattested.statusCode).toBe(400);
    expect(unattested.json().messages[0].field).toBe('body.attestRelationship');
    const r = await sendRemote(business[0]!.id);
    expect((await request(r.id)).identity_level).toBe('REMOTE_PROOF');
  });

  it('takes the facts and two photos after the code, refuses bad ones with a 4xx, keeps them encrypted, and holds the signed form for review', async () => {
    const client = business[0]!;
    const before = await currentForm(client.id);
    const r = await sendRemote(client.id);
    // Photos before the code step: refused.
    expect((await sendProof(r)).statusCode).toBe(409);
    const link = await passCode(r, client.tax_id_last4);
    const view = (await call(t.app, link.pass, 'GET', `/api/sign/${r.token}`)).json();
    expect(view).toMatchObject({ identityLevel: 'REMOTE_PROOF', identityChecked: true, identityProofReceived: false });
    expect((await call(t.app, link.pass, 'POST', `/api/sign/${r.token}/sign`, signBody)).statusCode).toBe(409);

    const notImage = await sendProof(link, FACTS, { idDocument: await makePdf(), selfie: SELFIE });
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().messages[0]).toMatchObject({ field: 'idDocument' });
    expect((await sendProof(link, FACTS, { idDocument: JPEG, selfie: SVG })).statusCode).toBe(400);
    const tooLarge = await sendProof(link, FACTS, {
      idDocument: JPEG,
      selfie: Buffer.concat([SELFIE, Buffer.alloc(10 * 1024 * 1024)]),
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().messages[0].key).toBe('FILE_TOO_LARGE');
    expect((await sendProof(link, FACTS, { idDocument: JPEG })).statusCode).toBe(400);
    const minor = await sendProof(link, { ...FACTS, dateOfBirth: '2010-01-01' });
    expect(minor.statusCode).toBe(400);
    expect(minor.json().messages[0].field).toBe('facts.dateOfBirth');
    const badSsn = await sendProof(link, { ...FACTS, taxId: '000-12-3456' });
    expect(badSsn.statusCode).toBe(400);
    expect(badSsn.json().messages[0].field).toBe('facts.taxId');
    expect(
      await t.db.selectFrom('identity_proofs').select('request_id').where('request_id', '=', r.id).executeTakeFirst(),
    ).toBeUndefined();

    // A large phone photo (about 6 MB) is taken; sending again replaces it and its bytes go.
    const large = await sendProof(link, FACTS, { idDocument: makePng(1400, 1400, { noise: true }), selfie: SELFIE });
    expect(large.statusCode, large.body).toBe(204);
    const replacedKeys = await storageKeys(r.id);
    const ok = await sendProof(link);
    expect(ok.statusCode, ok.body).toBe(204);
    for (const key of replacedKeys) expect(await t.app.ctx.storage.get(key)).toBeNull();
    expect(
      await t.db.selectFrom('stored_files').select('id').where('storage_key', 'in', replacedKeys).execute(),
    ).toHaveLength(0);
    const stored = await proof(r.id);
    expect(stored.tax_id_encrypted).not.toMatch(/123-?45-?6789/);
    expect(decryptPii(t.app.ctx.config.piiKey, stored.tax_id_encrypted)).toBe('123456789');
    expect(stored.date_of_birth_encrypted).not.toMatch(BIRTH_DATE_WRITTEN);
    for (const key of await storageKeys(r.id)) {
      const bytes = (await t.app.ctx.storage.get(key))!;
      expect(bytes.includes(SELFIE.subarray(0, 16))).toBe(false);
      expect(bytes.includes(JPEG.subarray(0, 16))).toBe(false);
    }
    expect((await call(t.app, link.pass, 'GET', `/api/sign/${r.token}`)).json().identityProofReceived).toBe(true);

    const signed = await call(t.app, link.pass, 'POST', `/api/sign/${r.token}/sign`, signBody);
    expect(signed.statusCode, signed.body).toBe(200);
    const row = await request(r.id);
    expect(row.status).toBe('AWAITING_REVIEW');
    expect(row.signed_file_id).not.toBeNull();
    // Not usable yet: the client's current 8821 is what it was.
    expect(await currentForm(client.id)).toBe(before);
    const evidence = await t.db
      .selectFrom('signature_request_events')
      .select(['type', 'detail'])
      .where('request_id', '=', r.id)
      .orderBy('id')
      .execute();
    const received = evidence.find((e) => e.type === 'IDENTITY_PROOF_RECEIVED')!;
    expect(received.detail).toMatch(
      /remote identity proof: facts entered \(name Rae Remote; SSN ending 6789; address 1 Main St, Austin, TX 78701; date of birth recorded, adult\)/,
    );
    expect(received.detail).not.toMatch(BIRTH_DATE_WRITTEN);
    // The certificate page of the signed form says how the identity was checked.
    const signedFile = await t.db
      .selectFrom('stored_files')
      .select('storage_key')
      .where('id', '=', row.signed_file_id!)
      .executeTakeFirstOrThrow();
    const certificate = pdfText((await t.app.ctx.storage.get(signedFile.storage_key))!).replace(/\s+/g, ' ');
    expect(certificate).toContain('remote identity proof: facts entered (name Rae Remote; SSN ending 6789');
    expect(certificate).not.toContain('123-45-6789');
    const listed = await call(t.app, lender, 'GET', `/api/clients/${client.id}/signature-requests`);
    expect(listed.json()[0]).toMatchObject({
      id: r.id,
      status: 'AWAITING_REVIEW',
      identityLevel: 'REMOTE_PROOF',
      identityReview: null,
    });
  });

  it('shows the review to operations only (the photos never to a lender), approves once, and only then makes the form the client 8821', async () => {
    const client = business[1]!;
    const before = await currentForm(client.id);
    const r = await signedRemote(client);

    const list = await call(t.app, ops, 'GET', '/api/ops/identity-reviews');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().content.map((x: { requestId: string }) => x.requestId)).toContain(r.id);
    expect(list.json().page.totalElements).toBeGreaterThanOrEqual(2);
    const detail = await call(t.app, ops, 'GET', `/api/ops/identity-reviews/${r.id}`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json()).toMatchObject({
      facts: { fullName: 'Rae Remote', taxIdKind: 'SSN', taxIdMasked: '***-**-6789', dateOfBirth: '1980-05-17' },
      images: { idDocument: { contentType: 'image/jpeg', width: 64, height: 32 } },
    });
    expect(detail.body).not.toContain('123456789');
    expect(detail.json().client.taxIdMasked).toMatch(new RegExp(`\\*${client.tax_id_last4}$`));
    const selfie = await call(t.app, ops, 'GET', `/api/ops/identity-reviews/${r.id}/images/selfie`);
    expect(selfie.statusCode).toBe(200);
    expect(selfie.headers).toMatchObject({
      'content-type': 'image/png',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    });
    expect(Buffer.compare(selfie.rawPayload, SELFIE)).toBe(0);
    expect(
      await t.db
        .selectFrom('audit_log')
        .select('id')
        .where('action', '=', 'OPS_IDENTITY_IMAGE_VIEWED')
        .where('target_id', '=', r.id)
        .execute(),
    ).toHaveLength(1);

    // Lender users (any role) and another lender's users never reach the review or the photos.
    const cedar = await openSession(t.app, 'ondemand.user', 'Cedar Credit');
    for (const session of [lender, await openSession(t.app, 'lender.admin', 'Acme Capital'), cedar]) {
      for (const path of [`/api/ops/identity-reviews/${r.id}/images/idDocument`, `/api/ops/identity-reviews/${r.id}`]) {
        expect([403, 404]).toContain((await call(t.app, session, 'GET', path)).statusCode);
      }
      expect([403, 404]).toContain(
        (await call(t.app, session, 'POST', `/api/ops/identity-reviews/${r.id}/approve`)).statusCode,
      );
    }
    expect(await currentForm(client.id)).toBe(before);

    const approved = await call(t.app, ops, 'POST', `/api/ops/identity-reviews/${r.id}/approve`);
    expect(approved.statusCode, approved.body).toBe(204);
    const row = await request(r.id);
    expect(row).toMatchObject({ status: 'SIGNED', identity_decision: 'APPROVED' });
    expect(await currentForm(client.id)).toBe(row.signed_file_id);
    expect(await events('esign.approved', r.id)).toBe(1);
    expect((await call(t.app, ops, 'POST', `/api/ops/identity-reviews/${r.id}/approve`)).statusCode).toBe(409);
    expect(
      (await call(t.app, ops, 'POST', `/api/ops/identity-reviews/${r.id}/refuse`, { reason: 'Too late' })).statusCode,
    ).toBe(409);
    expect(await events('esign.approved', r.id)).toBe(1);
    expect(
      await t.db
        .selectFrom('audit_log')
        .select('id')
        .where('action', '=', 'OPS_IDENTITY_APPROVED')
        .where('target_id', '=', r.id)
        .execute(),
    ).toHaveLength(1);
    const listed = (await call(t.app, lender, 'GET', `/api/clients/${client.id}/signature-requests`)).json()[0];
    expect(listed).toMatchObject({ status: 'SIGNED', identityReview: { decision: 'APPROVED', reason: null } });
    expect((await call(t.app, ops, 'GET', '/api/ops/identity-reviews')).json().decidedLast30Days.approved).toBe(1);
  });

  it('queues an order placed awaiting a remote-proof signature at approval, not at signing (once)', async () => {
    const client = await createClient(t.db, { piiKey: t.config.piiKey }, { lenderId: acmeId, clientType: 'llc' });
    const email = `awaiting${(n += 1)}@borrower.test`;
    const signature = { signer: { signerName: 'Rae Remote', signerEmail: email, identityLevel: 'REMOTE_PROOF' } };
    const placed = await postMultipart(t.app, lender, '/api/forms/upload8821', [
      { name: 'product', value: 'TAXLENS:NEXT_DAY' },
      { name: 'clientId', value: client.id },
      { name: 'signature', value: JSON.stringify(signature) },
    ]);
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json().orders[0].id as string;
    const requestId = placed.json().orders[0].signatureRequestId as string;
    const order = () =>
      t.db.selectFrom('orders').select(['status', 'form_file_id']).where('id', '=', orderId).executeTakeFirstOrThrow();
    const r = { id: requestId, email, token: await last(email, /\/sign\/([A-Za-z0-9_-]{43})/) };
    const link = await passCode(r, client.taxIdLast4);
    expect((await sendProof(link)).statusCode).toBe(204);
    expect((await call(t.app, link.pass, 'POST', `/api/sign/${r.token}/sign`, signBody)).statusCode).toBe(200);
    expect((await order()).status).toBe('AWAITING_SIGNATURE');
    expect((await call(t.app, ops, 'POST', `/api/ops/identity-reviews/${requestId}/approve`)).statusCode).toBe(204);
    expect(await order()).toMatchObject({ status: 'PENDING', form_file_id: (await request(requestId)).signed_file_id });
    expect((await call(t.app, ops, 'POST', `/api/ops/identity-reviews/${requestId}/approve`)).statusCode).toBe(409);
    expect(
      (await t.db.selectFrom('domain_events').select('payload').where('type', '=', 'order.placed').execute()).filter(
        (e) => (e.payload as { orderIds: string[] }).orderIds.includes(orderId),
      ),
    ).toHaveLength(1);
  });

  it('refuses with a reason: an INCOMPLETE_AUTH alert and a mail for the lender, the form never used', async () => {
    const client = business[2]!;
    const before = await currentForm(client.id);
    const r = await signedRemote(client);
    expect(
      (await call(t.app, ops, 'POST', `/api/ops/identity-reviews/${r.id}/refuse`, { reason: '' })).statusCode,
    ).toBe(400);
    const refused = await call(t.app, ops, 'POST', `/api/ops/identity-reviews/${r.id}/refuse`, {
      reason: 'The selfie does not match the photo ID.',
    });
    expect(refused.statusCode, refused.body).toBe(204);
    expect(await request(r.id)).toMatchObject({
      status: 'REFUSED',
      identity_decision: 'REFUSED',
      decline_reason: 'The selfie does not match the photo ID.',
    });
    expect(await currentForm(client.id)).toBe(before);
    expect(await events('esign.refused', r.id)).toBe(1);
    const alerts = await t.db
      .selectFrom('alerts')
      .select('body')
      .where('client_id', '=', client.id)
      .where('portal_alert_type', '=', 'INCOMPLETE_AUTH')
      .execute();
    expect(alerts.some((a) => a.body.includes('The selfie does not match the photo ID.'))).toBe(true);
    const officer = await t.db
      .selectFrom('users')
      .select('email')
      .where('username', '=', 'loan.officer')
      .executeTakeFirstOrThrow();
    expect(
      (await mailsTo(officer.email)).filter((m) => m.subject?.startsWith('Form 8821 identity refused')),
    ).toHaveLength(1);
    expect((await call(t.app, ops, 'POST', `/api/ops/identity-reviews/${r.id}/approve`)).statusCode).toBe(409);
    expect(
      (await call(t.app, lender, 'GET', `/api/clients/${client.id}/signature-requests`)).json()[0].identityReview,
    ).toMatchObject({ decision: 'REFUSED', reason: 'The selfie does not match the photo ID.' });
  });

  it('asks the holder of a resent link for the details and photos again', async () => {
    const client = business[3]!;
    const r = await sendRemote(client.id);
    expect((await sendProof(await passCode(r, client.tax_id_last4))).statusCode).toBe(204);
    clock.advance(60_000);
    expect((await call(t.app, lender, 'POST', `/api/signature-requests/${r.id}/resend`)).statusCode).toBe(200);
    const token = await last(r.email, /\/sign\/([A-Za-z0-9_-]{43})/);
    const { pass } = await passCode({ token, email: r.email }, client.tax_id_last4);
    expect((await call(t.app, pass, 'GET', `/api/sign/${token}`)).json().identityProofReceived).toBe(false);
    const refused = await call(t.app, pass, 'POST', `/api/sign/${token}/sign`, signBody);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().messages[0].key).toBe('IDENTITY_PROOF_MISSING');
    expect((await call(t.app, lender, 'POST', `/api/signature-requests/${r.id}/void`)).statusCode).toBe(200);
  });

  it('takes the photos and the signature only from a browser whose own check passed (decision 291)', async () => {
    const client = business[3]!;
    const r = await sendRemote(client.id);
    const signers = await passCode(r, client.tax_id_last4);
    // Another browser with the same link (a forwarded mail) and no pass: as before the check.
    const forwarded = await sendProof(r);
    expect(forwarded.statusCode).toBe(409);
    expect(forwarded.json().messages[0].key).toBe('IDENTITY_NOT_CHECKED');
    expect(
      await t.db.selectFrom('identity_proofs').select('request_id').where('request_id', '=', r.id).executeTakeFirst(),
    ).toBeUndefined();
    expect((await sendProof(signers)).statusCode).toBe(204);
    expect((await call(t.app, null, 'GET', `/api/sign/${r.token}`)).json()).toMatchObject({
      identityChecked: false,
      identityProofReceived: false,
    });
    const unsigned = await call(t.app, null, 'POST', `/api/sign/${r.token}/sign`, signBody);
    expect(unsigned.statusCode).toBe(409);
    expect(unsigned.json().messages[0].key).toBe('IDENTITY_NOT_CHECKED');
    expect((await request(r.id)).status).toBe('IDENTITY_CHECKED');
    expect((await call(t.app, signers.pass, 'POST', `/api/sign/${r.token}/sign`, signBody)).statusCode).toBe(200);
  });

  it("counts an SSN that is not an individual taxpayer's own as a failed check", async () => {
    const person = await t.db
      .selectFrom('clients')
      .select(['id', 'tax_id_last4'])
      .where('lender_id', '=', acmeId)
      .where('tax_id_kind', '=', 'SSN')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const r = await sendRemote(person.id);
    const wrong = await sendProof(await passCode(r, person.tax_id_last4), { ...FACTS, taxId: '123-45-6780' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().messages[0].value).toMatch(/does not match.*4 tries left/);
    expect((await request(r.id)).failed_checks).toBe(1);
  });

  it('deletes the photos N days after the decision (fake clock), keeping the facts and the decision', async () => {
    const decided = await t.db
      .selectFrom('signature_requests')
      .select('id')
      .where('identity_decision', 'is not', null)
      .execute();
    expect(decided).toHaveLength(3);
    const keys = (await Promise.all(decided.map((d) => storageKeys(d.id)))).flat();
    expect(keys).toHaveLength(6);
    const retention = t.app.ctx.config.esignIdImageRetentionDays;
    expect(retention).toBe(30);
    expect(
      await deleteDueIdentityImages(t.db, t.app.ctx.storage, retention, new Date(clock.now().getTime() + 29 * DAY)),
    ).toBe(0);
    // The three decided, and the voided request's (ended unsigned: no decision will come).
    expect(
      await deleteDueIdentityImages(
        t.db,
        t.app.ctx.storage,
        retention,
        new Date(clock.now().getTime() + 30 * DAY + 60_000),
      ),
    ).toBe(4);
    const voided = await t.db
      .selectFrom('signature_requests')
      .select('id')
      .where('status', '=', 'VOIDED')
      .where('identity_level', '=', 'REMOTE_PROOF')
      .execute();
    expect(
      (
        await Promise.all(
          voided.map((v) =>
            t.db
              .selectFrom('identity_proofs')
              .select('images_deleted_at')
              .where('request_id', '=', v.id)
              .executeTakeFirst(),
          ),
        )
      ).filter((p) => p?.images_deleted_at),
    ).toHaveLength(1);
    for (const key of keys) expect(await t.app.ctx.storage.get(key)).toBeNull();
    expect(await t.db.selectFrom('stored_files').select('id').where('storage_key', 'in', keys).execute()).toHaveLength(
      0,
    );
    for (const d of decided) {
      const p = await proof(d.id);
      expect(p).toMatchObject({ full_name: 'Rae Remote', id_document_file_id: null, selfie_file_id: null });
      expect(p.images_deleted_at).not.toBeNull();
      expect((await request(d.id)).identity_decision).not.toBeNull();
      expect((await call(t.app, ops, 'GET', `/api/ops/identity-reviews/${d.id}/images/selfie`)).statusCode).toBe(404);
      expect((await call(t.app, ops, 'GET', `/api/ops/identity-reviews/${d.id}`)).json()).toMatchObject({
        images: null,
        facts: { fullName: 'Rae Remote' },
      });
    }
    // The photos of the request still waiting for review stay.
    const waiting = await t.db
      .selectFrom('signature_requests')
      .select('id')
      .where('status', '=', 'AWAITING_REVIEW')
      .executeTakeFirstOrThrow();
    expect(await storageKeys(waiting.id)).toHaveLength(2);
    expect(
      await deleteDueIdentityImages(t.db, t.app.ctx.storage, retention, new Date(clock.now().getTime() + 31 * DAY)),
    ).toBe(0);
  });

  it('lets an order wait on a request already signed and awaiting review; approval queues it', async () => {
    expect((await setLevels(['KNOWN_BORROWER', 'REMOTE_PROOF'])).statusCode).toBe(200);
    const client = await createClient(t.db, { piiKey: t.config.piiKey }, { lenderId: acmeId, clientType: 'llc' });
    const r = await signedRemote({ id: client.id, tax_id_last4: client.taxIdLast4 });
    expect((await request(r.id)).status).toBe('AWAITING_REVIEW');
    const placed = await postMultipart(t.app, lender, '/api/forms/upload8821', [
      { name: 'product', value: 'TAXLENS:NEXT_DAY' },
      { name: 'clientId', value: client.id },
      { name: 'signature', value: JSON.stringify({ requestId: r.id }) },
    ]);
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json().orders[0].id as string;
    const status = async () =>
      (await t.db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow()).status;
    expect(await status()).toBe('AWAITING_SIGNATURE');
    expect((await call(t.app, ops, 'POST', `/api/ops/identity-reviews/${r.id}/approve`)).statusCode).toBe(204);
    expect(await status()).toBe('PENDING');
  });

  it('checks the age on the Eastern day: at 11 p.m. in New York a signer turning 18 tomorrow is not 18 yet (decision 324)', async () => {
    expect((await setLevels(['KNOWN_BORROWER', 'REMOTE_PROOF'])).statusCode).toBe(200);
    // To 03:00 UTC tomorrow, 11 p.m. EDT today (the clock stays in April, in daylight time).
    const now = clock.now();
    const evening = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1, 3, 0);
    clock.advance(evening - now.getTime());
    lender = await openSession(t.app, 'loan.officer', 'Acme Capital'); // the idle session ended meanwhile
    const utcDay = new Date(evening + 60_000).toISOString().slice(0, 10);
    const eighteenOn = (day: string) => `${Number(day.slice(0, 4)) - 18}${day.slice(4)}`;
    const client = await createClient(t.db, { piiKey: t.config.piiKey }, { lenderId: acmeId, clientType: 'llc' });
    const r = await sendRemote(client.id);
    const link = await passCode(r, client.taxIdLast4);
    const tomorrow = await sendProof(link, { ...FACTS, dateOfBirth: eighteenOn(utcDay) });
    expect(tomorrow.statusCode).toBe(400);
    expect(tomorrow.json().messages[0].field).toBe('facts.dateOfBirth');
    const today = eighteenOn(businessDay(clock.now()));
    expect(today < eighteenOn(utcDay)).toBe(true);
    expect((await sendProof(link, { ...FACTS, dateOfBirth: today })).statusCode).toBe(204);
  });
});
