import { createHash } from 'node:crypto';
import { OPEN_SIGNATURE_STATUSES, type signFormSchema, type SigningView } from '@taxlens/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { recordEvent } from '../../platform/events/record-event.js';
import { AppError, notFound } from '../../platform/errors.js';
import { hasLenderLogo, type LenderLogo, readLenderLogo } from '../lenders/index.js';
import type { SigningPrincipal } from '../../platform/signing-principal.js';
import { ended, expireIfDue, openRequestForUpdate, type SignerMeta } from './open-request.js';
import { hasFreshProof } from './identity-proof.js';
import { fromStored, maskedForm } from './prefill.js';
import * as repo from './repo.js';
import { storageKeyOf } from './related-repo.js';
import { declineRequest } from './request-ends.js';
import { holdsSigningPass, type PassedRequest } from './signing-pass.js';
import { updateRequest } from './request-repo.js';

/**
 * GET /api/sign/{token}: the page's content. Every open of a live link is an evidence row (mail
 * scanners open links too, so opening changes nothing else); the first moves SENT to OPENED and
 * is told once as esign.viewed.
 */
export async function openSigningPage(
  ctx: AppContext,
  signer: SigningPrincipal,
  meta: SignerMeta,
  pass: string | undefined,
): Promise<SigningView> {
  const now = ctx.clock.now();
  await expireIfDue(ctx, signer, now);
  return ctx.db.transaction().execute(async (trx) => {
    const r = await repo.findRequest(trx, signer.lenderId, signer.requestId, true);
    if (!r) throw notFound('The signature request');
    let status = r.status;
    if (OPEN_SIGNATURE_STATUSES.includes(r.status)) {
      await repo.addEvidence(trx, r.id, { type: 'OPENED', at: now, ip: meta.ip, userAgent: meta.userAgent });
      if (r.status === 'SENT') {
        await updateRequest(trx, r.id, { status: 'OPENED', updated_at: now });
        await recordEvent(
          trx,
          { type: 'esign.viewed', lenderId: r.lender_id, payload: { signatureRequestId: r.id, clientId: r.client_id } },
          now,
        );
        status = 'OPENED';
      }
    }
    const form = fromStored(r.prefilled);
    const checked = mayShowTaxId(ctx, { ...r, status }, pass);
    return {
      lenderName: await repo.lenderNameOf(trx, r.lender_id),
      lenderLogo: await hasLenderLogo(trx, r.lender_id),
      signerName: r.signer_name,
      signerTitle: r.signer_title,
      status,
      expiresAt: new Date(r.expires_at).toISOString(),
      identityChecked: checked,
      identityLevel: r.identity_level,
      identityImageRetentionDays: ctx.config.esignIdImageRetentionDays,
      identityProofReceived: r.identity_level === 'REMOTE_PROOF' && checked && (await hasFreshProof(trx, r)),
      taxIdKind: form.taxpayer.taxIdKind,
      form: maskedForm(form, { last4: checked }),
      // The hash of a PDF whose only unknown is the tax id would let anyone test guesses offline.
      formSha256: checked ? r.prefilled_sha256 : null,
    };
  });
}

/**
 * What a signing link shows of the tax id (docs/decisions/255): nothing before the identity check
 * passes (the link alone proves nothing: a mail can be forwarded), nor once the request ended (the
 * signer got the signed copy through its own short-lived link); while the checked request is open,
 * the last 4 on the page and the whole id in the PDF, the one place the IRS form needs it, and only
 * to a browser holding the pass its own check earned (docs/decisions/291): another holder of the
 * link sees what it saw before the check.
 */
const mayShowTaxId = (ctx: AppContext, r: PassedRequest, pass: string | undefined): boolean =>
  holdsSigningPass(ctx.config.sessionSecret, r, pass);

/** The prefilled form as presented (the PDF whose SHA-256 the certificate records): it carries the full tax id. */
export async function readPresentedForm(
  ctx: AppContext,
  signer: SigningPrincipal,
  pass: string | undefined,
): Promise<Buffer> {
  const r = await repo.findRequest(ctx.db, signer.lenderId, signer.requestId);
  if (!r) throw notFound('The form');
  const status = new Date(r.expires_at) <= ctx.clock.now() ? 'EXPIRED' : r.status;
  if (!OPEN_SIGNATURE_STATUSES.includes(status)) throw ended(status);
  if (!mayShowTaxId(ctx, r, pass))
    throw AppError.of(
      409,
      'IDENTITY_NOT_CHECKED',
      'Please confirm it is you first: the form as a PDF carries the full tax id.',
    );
  const storageKey = await storageKeyOf(ctx.db, r.prefilled_file_id);
  const bytes = storageKey && (await ctx.storage.get(storageKey));
  if (!bytes) throw notFound('The form');
  return bytes;
}

/** The logo of the link's own request's lender, and no other (404 when it has none). */
export const readSigningLogo = (ctx: AppContext, signer: SigningPrincipal): Promise<LenderLogo> =>
  readLenderLogo(ctx.db, signer.lenderId);

export async function declineSigning(
  ctx: AppContext,
  signer: SigningPrincipal,
  reason: string,
  meta: SignerMeta,
): Promise<void> {
  const now = ctx.clock.now();
  await expireIfDue(ctx, signer, now);
  await ctx.db.transaction().execute(async (trx) => {
    const r = await openRequestForUpdate(trx, signer, now);
    await declineRequest(trx, ctx.waitingOrders, r, reason, meta, now);
  });
}

export type SignInput = z.output<typeof signFormSchema>;
export const presentedHash = (pdf: Buffer) => createHash('sha256').update(pdf).digest('hex');
