import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../app-context.js';
import { AppError, notFound } from '../../platform/errors.js';
import { recordEvent } from '../../platform/events/record-event.js';
import { hashSigningToken, type SigningPrincipal } from '../../platform/signing-principal.js';
import { withSavedFiles } from '../../platform/storage/save-file.js';
import { loadSealer, renderSigned8821, sealPdf, type SignatureMark } from './document/index.js';
import { expireIfDue, openRequestForUpdate, type SignerMeta } from './open-request.js';
import { formBecameUsable } from './form-usable.js';
import { hasFreshProof } from './identity-proof.js';
import { fromStored } from './prefill.js';
import { markFileESigned, storageKeyOf } from './related-repo.js';
import * as repo from './repo.js';
import { updateRequestReturning } from './request-repo.js';
import { holdsSigningPass } from './signing-pass.js';
import type { SignInput } from './signing-service.js';

/** The signed PDF may be fetched this long after signing, through a link of its own. */
const DOWNLOAD_MINUTES = 15;

const ESIGN_CONSENT = 'consented to sign electronically (ESIGN Act disclosure shown, right to paper explained)';

/**
 * Signs once: only a request whose identity check passed, locked while it is signed, so a second
 * call finds it SIGNED and is refused. The signed, sealed form is stored exactly as an upload and
 * becomes the client's current 8821 (marked e-signed), in the transaction that records it; after a
 * remote identity proof it waits for operations' approval instead (AWAITING_REVIEW).
 */
export async function completeSigning(
  ctx: AppContext,
  signer: SigningPrincipal,
  input: SignInput,
  meta: SignerMeta,
  pass: string | undefined,
): Promise<{ download: string; downloadExpiresAt: string }> {
  const now = ctx.clock.now();
  await expireIfDue(ctx, signer, now);
  const download = randomBytes(32).toString('base64url');
  const downloadExpiresAt = new Date(now.getTime() + DOWNLOAD_MINUTES * 60_000);
  await withSavedFiles(ctx.db, ctx.storage, async (trx, save) => {
    const r = await openRequestForUpdate(trx, signer, now);
    // The check's pass of this browser, not only a checked request (docs/decisions/291).
    if (!holdsSigningPass(ctx.config.sessionSecret, r, pass))
      throw AppError.of(409, 'IDENTITY_NOT_CHECKED', 'Please confirm your identity before signing.');
    const remote = r.identity_level === 'REMOTE_PROOF';
    if (remote && !(await hasFreshProof(trx, r)))
      throw AppError.of(409, 'IDENTITY_PROOF_MISSING', 'Please send your details and the two photos before signing.');
    await repo.addEvidence(trx, r.id, {
      type: 'CONSENTED',
      at: now,
      ip: meta.ip,
      userAgent: meta.userAgent,
      detail: ESIGN_CONSENT,
    });
    const how = input.signature.kind === 'drawn' ? 'drawn signature' : 'typed name';
    await repo.addEvidence(trx, r.id, {
      type: 'SIGNED',
      at: now,
      ip: meta.ip,
      userAgent: meta.userAgent,
      detail: `${how}; prior authorizations ${input.keepPriorAuthorizations ? 'kept' : 'revoked'}`,
    });
    const evidence = (await repo.listEvidence(trx, r.id)).map((e) => ({
      type: e.type,
      at: new Date(e.at),
      ip: e.ip ?? undefined,
      userAgent: e.user_agent ?? undefined,
      detail: e.detail ?? undefined,
    }));
    const prefilled = fromStored(r.prefilled);
    const signature: SignatureMark =
      input.signature.kind === 'drawn'
        ? {
            kind: 'drawn',
            name: input.signature.name,
            png: Buffer.from(input.signature.png.slice(input.signature.png.indexOf(',') + 1), 'base64'),
          }
        : { kind: 'typed', name: input.signature.name };
    const signed = await renderSigned8821({
      prefilled,
      signature,
      title: input.title ?? r.signer_title ?? undefined,
      phone: input.phone ?? undefined,
      signedAt: now,
      signerTimeZone: input.timeZone,
      keepPriorAuthorizations: input.keepPriorAuthorizations,
      evidence,
      presentedSha256: r.prefilled_sha256,
    });
    // The seal is the last step: any byte changed after it shows in the signature's check (docs/decisions/195).
    const sealed = Buffer.from(await sealPdf(signed, await loadSealer(ctx.config)));
    const file = await save({
      lenderId: r.lender_id,
      folder: 'forms',
      extension: 'pdf',
      bytes: sealed,
      originalName: 'form-8821-e-signed.pdf',
      contentType: 'application/pdf',
      uploadedBy: null,
      createdAt: now,
    });
    await markFileESigned(trx, file.id);
    const signedRow = await updateRequestReturning(trx, r.id, {
      status: remote ? 'AWAITING_REVIEW' : 'SIGNED',
      signed_file_id: file.id,
      completed_at: now,
      download_token_hash: hashSigningToken(download),
      download_expires_at: downloadExpiresAt,
      updated_at: now,
    });
    await recordEvent(
      trx,
      {
        type: 'esign.signed',
        lenderId: r.lender_id,
        payload: { signatureRequestId: r.id, clientId: r.client_id, fileId: file.id },
      },
      now,
    );
    // A remote identity proof's form is usable only once operations approve it (docs/decisions/214): approval does this.
    if (!remote) await formBecameUsable(trx, ctx.waitingOrders, signedRow, now, { ip: meta.ip });
  });
  return { download, downloadExpiresAt: downloadExpiresAt.toISOString() };
}

/** GET /api/sign/{token}/signed/{download}: the signed PDF while its short-lived link lives. */
export async function readSignedForm(ctx: AppContext, signer: SigningPrincipal, download: string): Promise<Buffer> {
  const r = await repo.findRequest(ctx.db, signer.lenderId, signer.requestId);
  const live =
    r?.signed_file_id &&
    r.download_token_hash === hashSigningToken(download) &&
    r.download_expires_at &&
    new Date(r.download_expires_at) > ctx.clock.now();
  if (!r || !live) throw notFound('The signed form');
  const storageKey = await storageKeyOf(ctx.db, r.signed_file_id!, r.lender_id);
  const bytes = storageKey && (await ctx.storage.get(storageKey));
  if (!bytes) throw notFound('The signed form');
  return bytes;
}
