import { readFileSync } from 'node:fs';
import { CSRF_HEADER } from '@taxlens/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureSandboxLender } from '../src/modules/lenders/sandbox.js';
import { makePng } from './support/make-png.js';
import { makePdf, multipartBody, type Part } from './support/multipart.js';
import { call, createTestApp, lenderIdByName, openSession, type Session, type TestApp } from './support/test-app.js';

const JPEG = readFileSync(new URL('./fixtures/images/logo-64x32.jpg', import.meta.url));
const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="32"><script>alert(1)</script><rect width="64" height="32"/></svg>',
);

describe('lender logo: set by operations, shown on the signing page of that lender only', () => {
  let t: TestApp;
  let ops: Session;
  let acmeId: string;
  let cedarId: string;

  const putLogo = (
    session: Session,
    lenderId: string,
    bytes: Uint8Array,
    filename = 'logo.png',
    contentType = 'image/png',
  ) => {
    const parts: Part[] = [{ name: 'file', filename, bytes, contentType }];
    const body = multipartBody(parts);
    return t.app.inject({
      method: 'PUT',
      url: `/api/ops/lenders/${lenderId}/logo`,
      payload: body.payload,
      headers: { ...body.headers, cookie: session.cookie, [CSRF_HEADER]: session.csrf },
    });
  };
  const audits = (action: string, lenderId: string) =>
    t.db
      .selectFrom('audit_log')
      .select(['user_id', 'details'])
      .where('action', '=', action)
      .where('lender_id', '=', lenderId)
      .execute();

  /** Sends a signature request as a user of the lender; answers the link token from the signer's mail. */
  const linkOf = async (username: string, lenderName: string, email: string) => {
    const lenderId = await lenderIdByName(t.db, lenderName);
    const client = await t.db
      .selectFrom('clients')
      .select('id')
      .where('lender_id', '=', lenderId)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const session = await openSession(t.app, username, lenderName, { noticesAccepted: true });
    const sent = await call(t.app, session, 'POST', `/api/clients/${client.id}/signature-requests`, {
      signerName: 'Logo Signer',
      signerEmail: email,
      attestRelationship: true,
    });
    expect(sent.statusCode, sent.body).toBe(201);
    await t.app.ctx.outbox.drain();
    const mail = await t.db
      .selectFrom('dev_messages')
      .select('body')
      .where('recipient', '=', email)
      .executeTakeFirstOrThrow();
    return /\/sign\/([A-Za-z0-9_-]{43})/.exec(mail.body)![1]!;
  };

  beforeAll(async () => {
    t = await createTestApp();
    ops = await openSession(t.app, 'ops.admin', 'Acme Capital');
    acmeId = await lenderIdByName(t.db, 'Acme Capital');
    cedarId = await lenderIdByName(t.db, 'Cedar Credit');
  });
  afterAll(() => t.close());

  it('takes a PNG, then a JPEG in its place, decided by content, and shows it with its type (audited)', async () => {
    const png = makePng(96, 32);
    expect((await putLogo(ops, acmeId, png)).statusCode).toBe(204);
    const shown = await call(t.app, ops, 'GET', `/api/ops/lenders/${acmeId}/logo`);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers).toMatchObject({
      'content-type': 'image/png',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    });
    expect(Buffer.compare(shown.rawPayload, png)).toBe(0);
    expect((await call(t.app, ops, 'GET', `/api/ops/lenders/${acmeId}`)).json().hasLogo).toBe(true);

    // A JPEG sent under a misleading name and type is still a JPEG.
    const replaced = await putLogo(ops, acmeId, JPEG, 'logo.gif', 'application/octet-stream');
    expect(replaced.statusCode, replaced.body).toBe(204);
    const row = await t.db
      .selectFrom('lender_logos')
      .select(['content_type', 'width', 'height', 'sha256'])
      .where('lender_id', '=', acmeId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ content_type: 'image/jpeg', width: 64, height: 32 });
    expect((await call(t.app, ops, 'GET', `/api/ops/lenders/${acmeId}/logo`)).headers['content-type']).toBe(
      'image/jpeg',
    );

    const set = await audits('OPS_LENDER_LOGO_SET', acmeId);
    expect(set).toHaveLength(2);
    expect(set[1]!.details).toMatchObject({ contentType: 'image/jpeg', width: 64, height: 32, sha256: row.sha256 });
  });

  it('refuses a PDF renamed .png, an SVG and images out of 16 to 2000 px (400), and an oversized file (413), with a sentence saying what is allowed', async () => {
    const refused = [
      await putLogo(ops, cedarId, await makePdf('Not a logo'), 'logo.png', 'image/png'),
      await putLogo(ops, cedarId, SVG, 'logo.svg', 'image/svg+xml'),
      await putLogo(ops, cedarId, makePng(1, 1)),
      await putLogo(ops, cedarId, makePng(2001, 16)),
      await putLogo(ops, cedarId, makePng(96, 32).subarray(0, 20)),
    ];
    for (const res of refused) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().messages[0]).toMatchObject({ key: 'VALIDATION_ERROR', field: 'file' });
      expect(res.json().messages[0].value).toContain(
        'The logo must be a PNG or JPEG image of at most 256 KB, 16 to 2000 pixels wide and high.',
      );
    }
    expect(refused[2]!.json().messages[0].value).toMatch(/^This image is 1 × 1 pixels\./);
    // Over the size limit: 413, as an 8821 upload over its limit.
    const oversize = await putLogo(ops, cedarId, makePng(400, 400, { noise: true }));
    expect(oversize.statusCode, oversize.body).toBe(413);
    expect(oversize.json().messages[0]).toMatchObject({ key: 'FILE_TOO_LARGE', field: 'file' });
    expect(oversize.json().messages[0].value).toBe(
      'This file is larger than 256 KB. The logo must be a PNG or JPEG image of at most 256 KB, 16 to 2000 pixels wide and high.',
    );
    expect(
      await t.db.selectFrom('lender_logos').select('lender_id').where('lender_id', '=', cedarId).execute(),
    ).toHaveLength(0);
    expect(await audits('OPS_LENDER_LOGO_SET', cedarId)).toHaveLength(0);
  });

  it('is operations-only; unknown and sandbox lenders answer 404', async () => {
    const lenderAdmin = await openSession(t.app, 'lender.admin', 'Acme Capital', { noticesAccepted: true });
    expect((await putLogo(lenderAdmin, acmeId, makePng(32, 32))).statusCode).toBe(403);
    expect((await call(t.app, lenderAdmin, 'DELETE', `/api/ops/lenders/${acmeId}/logo`)).statusCode).toBe(403);
    expect((await call(t.app, lenderAdmin, 'GET', `/api/ops/lenders/${acmeId}/logo`)).statusCode).toBe(403);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await putLogo(ops, unknown, makePng(32, 32))).statusCode).toBe(404);
    expect((await call(t.app, ops, 'DELETE', `/api/ops/lenders/${unknown}/logo`)).statusCode).toBe(404);
    const sandbox = await ensureSandboxLender(t.db, acmeId);
    expect((await putLogo(ops, sandbox, makePng(32, 32))).statusCode).toBe(404);
  });

  it("answers a signing link its own lender's logo only; an unknown token 404", async () => {
    const acmeLink = await linkOf('lender.admin', 'Acme Capital', 'logo.acme@borrower.test');
    const cedarLink = await linkOf('ondemand.user', 'Cedar Credit', 'logo.cedar@borrower.test');
    expect((await call(t.app, null, 'GET', `/api/sign/${acmeLink}`)).json()).toMatchObject({
      lenderName: 'Acme Capital',
      lenderLogo: true,
    });
    const acmeLogo = await call(t.app, null, 'GET', `/api/sign/${acmeLink}/logo`);
    expect(acmeLogo.statusCode).toBe(200);
    expect(Buffer.compare(acmeLogo.rawPayload, JPEG)).toBe(0);
    expect(acmeLogo.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    });

    // Cedar has no logo: its link never gets Acme's, and once Cedar has one, its own.
    expect((await call(t.app, null, 'GET', `/api/sign/${cedarLink}`)).json()).toMatchObject({
      lenderName: 'Cedar Credit',
      lenderLogo: false,
    });
    expect((await call(t.app, null, 'GET', `/api/sign/${cedarLink}/logo`)).statusCode).toBe(404);
    const cedarPng = makePng(48, 48);
    expect((await putLogo(ops, cedarId, cedarPng)).statusCode).toBe(204);
    expect(Buffer.compare((await call(t.app, null, 'GET', `/api/sign/${cedarLink}/logo`)).rawPayload, cedarPng)).toBe(
      0,
    );

    expect((await call(t.app, null, 'GET', `/api/sign/${'A'.repeat(43)}/logo`)).statusCode).toBe(404);
    expect((await call(t.app, null, 'GET', '/api/sign/not-a-token/logo')).statusCode).toBe(404);
  });

  it('removes the logo (audited once); the signing page and settings then show the name only', async () => {
    expect((await call(t.app, ops, 'DELETE', `/api/ops/lenders/${acmeId}/logo`)).statusCode).toBe(204);
    expect((await call(t.app, ops, 'DELETE', `/api/ops/lenders/${acmeId}/logo`)).statusCode).toBe(204);
    const removed = await audits('OPS_LENDER_LOGO_REMOVED', acmeId);
    expect(removed).toHaveLength(1);
    expect(removed[0]!.user_id).toBe(
      (await t.db.selectFrom('users').select('id').where('username', '=', 'ops.admin').executeTakeFirstOrThrow()).id,
    );
    expect((await call(t.app, ops, 'GET', `/api/ops/lenders/${acmeId}/logo`)).statusCode).toBe(404);
    expect((await call(t.app, ops, 'GET', `/api/ops/lenders/${acmeId}`)).json().hasLogo).toBe(false);
    const link = await linkOf('lender.admin', 'Acme Capital', 'logo.after@borrower.test');
    expect((await call(t.app, null, 'GET', `/api/sign/${link}`)).json().lenderLogo).toBe(false);
    expect((await call(t.app, null, 'GET', `/api/sign/${link}/logo`)).statusCode).toBe(404);
  });
});
