import { createHash, randomUUID } from 'node:crypto';
import { OPEN_SIGNATURE_STATUSES, type signatureRequestInputSchema } from '@taxlens/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/connection.js';
import { recordAudit } from '../../platform/audit.js';
import { notFound } from '../../platform/errors.js';
import { recordEvent } from '../../platform/events/record-event.js';
import type { SaveFileInput, SavedFile } from '../../platform/storage/save-file.js';
import { moveAwaitingOrders } from '../orders/awaiting-signature.js';
import { renderPrefilled8821 } from './document/index.js';
import { formWillNotBeUsable } from './form-usable.js';
import { allowedIdentityLevels, chooseIdentityLevel } from './identity-levels.js';
import { expiryFrom, issueLink, revokeLinks } from './link-token.js';
import { prefillForClient, type PrefillSource, type StoredPrefill } from './prefill.js';
import { claimBulkClient } from './bulk-repo.js';
import { claimRenewal } from './renewal-repo.js';
import * as repo from './repo.js';
import { mailSigningLink } from './signer-mail.js';

/** Who sends: a lender user from a request (with its IP), or the renewal job on a user's behalf (no IP). */
export type EsignActor = { userId: string; lenderId: string; ip: string | null };
/** A request sent by the renewal job (docs/decisions/212): the signed request it renews and the expiring form it replaces. */
export type RenewalOf = { requestId: string; formFileId: string; formExpiresOn: string };
/** A request sent by a bulk send (docs/decisions/215): its job, how many clients it holds, and the lender's note to the signer. */
export type BulkOf = { jobId: string; size: number; note: string | null };
/** Where a request comes from when not a lender user's own single send. */
export type RequestOrigin = { renewal?: RenewalOf; bulk?: BulkOf };
export type RequestInput = z.output<typeof signatureRequestInputSchema>;

/** Thrown inside the send's transaction when the expiring form was already renewed: nothing is kept. */
export class RenewalAlreadyClaimed extends Error {}
/** Thrown inside the send's transaction when this bulk send already sent this client a request: nothing is kept. */
export class BulkAlreadySent extends Error {}

/** A request ready to be written: its id (the form's printed reference) and the prefilled form, rendered. */
export type PreparedRequest = { id: string; clientId: string; input: RequestInput; form: StoredPrefill; pdf: Buffer };

export async function prefillOrNotFound(ctx: AppContext, actor: EsignActor, clientId: string, who: Pick<PrefillSource, 'signer' | 'reference'>) {
  const form = await prefillForClient(ctx.db, actor.lenderId, clientId, { config: ctx.config, now: ctx.clock.now(), ...who });
  if (!form) throw notFound('The client');
  return form;
}

/** Renders the prefilled form before any transaction: the slow part of a send holds no lock. */
export async function prepareRequest(ctx: AppContext, actor: EsignActor, clientId: string, input: RequestInput): Promise<PreparedRequest> {
  // The request's id is the form's reference, printed on every page: chosen before the row exists.
  const id = randomUUID();
  const form = await prefillOrNotFound(ctx, actor, clientId, { signer: { name: input.signerName, title: input.signerTitle }, reference: id });
  return { id, clientId, input, form, pdf: Buffer.from(await renderPrefilled8821(form)) };
}

/**
 * Writes a prepared request in the caller's transaction (a send of its own, or an order placed
 * awaiting signature): the prefilled form is stored with its SHA-256, earlier open requests of the
 * client are voided (their links die, the orders awaiting them wait on this one: docs/decisions/213),
 * and the link is mailed to the signer alone.
 */
export async function createRequest(
  trx: Database,
  save: (input: SaveFileInput) => Promise<SavedFile>,
  ctx: AppContext,
  actor: EsignActor,
  prepared: PreparedRequest,
  origin: RequestOrigin = {},
): Promise<repo.SignatureRequestRow> {
  const { id, clientId, input, form, pdf } = prepared;
  const { renewal, bulk } = origin;
  const now = form.preparedAt;
  // First, so a concurrent renewal of the same form waits here and then gives up before any change.
  if (renewal) {
    const claim = { clientId, formFileId: renewal.formFileId, lenderId: actor.lenderId, mode: 'AUTO' as const, formExpiresOn: renewal.formExpiresOn, signatureRequestId: id, now };
    if (!(await claimRenewal(trx, claim))) throw new RenewalAlreadyClaimed();
  }
  if (bulk && !(await claimBulkClient(trx, bulk.jobId, clientId, id))) throw new BulkAlreadySent();
  // Only a level operations allow the lender (docs/decisions/214); a renewal falls back to an allowed one.
  const level = chooseIdentityLevel(await allowedIdentityLevels(trx, actor.lenderId), input.identityLevel, renewal !== undefined);
  const user = await trx.selectFrom('users').select(['first_name', 'last_name']).where('id', '=', actor.userId).executeTakeFirstOrThrow();
  const lender = await trx.selectFrom('lenders').select(['company_name', 'esign_expiry_days']).where('id', '=', actor.lenderId).executeTakeFirstOrThrow();
  const file = await save({ lenderId: actor.lenderId, folder: 'esign', extension: 'pdf', bytes: pdf, originalName: 'form-8821-prefilled.pdf', contentType: 'application/pdf', uploadedBy: actor.userId, createdAt: now });
  const earlier = await trx
    .updateTable('signature_requests')
    .set({ status: 'VOIDED', completed_at: now, updated_at: now })
    .where('lender_id', '=', actor.lenderId)
    .where('client_id', '=', clientId)
    .where('status', 'in', OPEN_SIGNATURE_STATUSES)
    .returningAll()
    .execute();
  for (const e of earlier) {
    await revokeLinks(trx, e.id, now);
    await repo.addEvidence(trx, e.id, { type: 'VOIDED', at: now, ip: actor.ip, detail: 'replaced by a new request' });
    await formWillNotBeUsable(trx, e, 'REPLACED', now);
  }
  const attestedBy = `${user.first_name} ${user.last_name}`.trim();
  const created = await trx
    .insertInto('signature_requests')
    .values({
      id,
      lender_id: actor.lenderId,
      client_id: clientId,
      signer_name: input.signerName,
      signer_email: input.signerEmail,
      signer_mobile: input.signerMobile,
      signer_title: input.signerTitle,
      identity_level: level,
      // A remote proof has no relationship to attest: the name is who sent it.
      attested_by: actor.userId,
      attested_by_name: attestedBy,
      prefilled: JSON.stringify(form),
      prefilled_sha256: createHash('sha256').update(pdf).digest('hex'),
      prefilled_file_id: file.id,
      sent_at: now,
      expires_at: expiryFrom(now, lender.esign_expiry_days),
      created_by: actor.userId,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  // The replaced requests' awaiting orders carry over, now that the new row exists (docs/decisions/213).
  await moveAwaitingOrders(trx, actor.lenderId, earlier.map((e) => e.id), created.id, now);
  const token = await issueLink(trx, created.id, now, false);
  const renewing = renewal ? `renewal of request ${renewal.requestId} (the form on file covers periods ending ${renewal.formExpiresOn}), sent by the portal; ` : '';
  const batch = bulk ? ` once for a bulk send to ${bulk.size} clients` : '';
  const how = level === 'REMOTE_PROOF' ? `remote identity proof asked; sent by ${attestedBy}` : `known borrower; relationship attested by ${attestedBy}`;
  await repo.addEvidence(trx, created.id, { type: 'CREATED', at: now, ip: actor.ip, detail: `${renewing}${how}${batch}` });
  await repo.addEvidence(trx, created.id, { type: 'SENT', at: now, detail: `to ${input.signerEmail}${input.signerMobile ? ` and ${input.signerMobile}` : ''}` });
  await mailSigningLink(trx, ctx.config, { signer: created, lenderName: lender.company_name, token, expiresAt: created.expires_at, reminder: false, note: bulk?.note ?? null }, now);
  await recordEvent(trx, { type: 'esign.sent', lenderId: actor.lenderId, payload: { signatureRequestId: created.id, clientId } }, now);
  await recordAudit(trx, { userId: actor.userId, lenderId: actor.lenderId, action: 'SIGNATURE_REQUEST_SENT', targetType: 'client', targetId: clientId, ip: actor.ip, details: { signatureRequestId: created.id, identityLevel: level, ...(renewal ? { renewalOf: renewal.requestId, expiringFormFileId: renewal.formFileId } : {}), ...(bulk ? { bulkJobId: bulk.jobId } : {}) } });
  return created;
}
