import { createHash, randomUUID } from 'node:crypto';
import {
  OPEN_SIGNATURE_STATUSES,
  type PrefilledForm,
  type SignatureRequestPage,
  type SignatureRequestView,
  type signatureRequestInputSchema,
  type signatureRequestListQuerySchema,
} from '@taxlens/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { recordAudit } from '../../platform/audit.js';
import { conflict, notFound } from '../../platform/errors.js';
import { recordEvent } from '../../platform/events/record-event.js';
import { withSavedFiles } from '../../platform/storage/save-file.js';
import { expiryFrom, issueLink, revokeLinks } from './link-token.js';
import { renderPrefilled8821 } from './document/index.js';
import { maskedForm, prefillForClient, type PrefillSource } from './prefill.js';
import { claimRenewal } from './renewal-repo.js';
import { claimBulkClient } from './bulk-repo.js';
import { formWillNotBeUsable } from './form-usable.js';
import * as repo from './repo.js';
import { toRequestListRow, toRequestView } from './request-view.js';
import { mailSigningLink } from './signer-mail.js';

/** Who sends: a lender user from a request (with its IP), or the renewal job on a user's behalf (no IP). */
export type EsignActor = { userId: string; lenderId: string; ip: string | null };
/** A request sent by the renewal job (docs/decisions/212): the signed request it renews and the expiring form it replaces. */
export type RenewalOf = { requestId: string; formFileId: string; formExpiresOn: string };

/** A request sent by a bulk send (docs/decisions/215): its job, how many clients it holds, and the lender's note to the signer. */
export type BulkOf = { jobId: string; size: number; note: string | null };

/** Thrown inside the send's transaction when the expiring form was already renewed: nothing is kept. */
export class RenewalAlreadyClaimed extends Error {}
/** Thrown inside the send's transaction when this bulk send already sent this client a request: nothing is kept. */
export class BulkAlreadySent extends Error {}
type RequestInput = z.output<typeof signatureRequestInputSchema>;
type ListQuery = z.output<typeof signatureRequestListQuerySchema>;

const REQUEST = 'The signature request';

async function prefillOrNotFound(ctx: AppContext, actor: EsignActor, clientId: string, who: Pick<PrefillSource, 'signer' | 'reference'>) {
  const form = await prefillForClient(ctx.db, actor.lenderId, clientId, { config: ctx.config, now: ctx.clock.now(), ...who });
  if (!form) throw notFound('The client');
  return form;
}

/** GET /api/clients/{id}/signature-requests/prefill: the form the signer will be shown, for review. */
export async function previewPrefill(ctx: AppContext, actor: EsignActor, clientId: string): Promise<PrefilledForm> {
  return maskedForm(await prefillOrNotFound(ctx, actor, clientId, { signer: { name: '' }, reference: '' }));
}

export async function listRequests(ctx: AppContext, actor: EsignActor, clientId: string): Promise<SignatureRequestView[]> {
  // Another lender's client answers 404 like a missing one, not an empty list.
  const client = await ctx.db.selectFrom('clients').select('id').where('lender_id', '=', actor.lenderId).where('id', '=', clientId).executeTakeFirst();
  if (!client) throw notFound('The client');
  return (await repo.listClientRequests(ctx.db, actor.lenderId, clientId)).map(toRequestView);
}

/** GET /api/signature-requests: one page of the selected lender's requests, newest first, of the statuses asked for (all when none). */
export async function listLenderRequests(ctx: AppContext, actor: EsignActor, query: ListQuery): Promise<SignatureRequestPage> {
  const statuses = query.status ?? [];
  const [total, rows] = await Promise.all([
    repo.countLenderRequests(ctx.db, actor.lenderId, statuses),
    repo.findLenderRequestsPage(ctx.db, actor.lenderId, statuses, { limit: query.size, offset: query.page * query.size }),
  ]);
  return {
    content: rows.map(toRequestListRow),
    page: { size: query.size, number: query.page, totalElements: total, totalPages: Math.ceil(total / query.size) },
  };
}

/**
 * Sends a new request: the prefilled form is rendered and stored with its SHA-256, earlier open
 * requests of the client are voided (their links die), and the link is mailed to the signer alone.
 */
export async function sendRequest(ctx: AppContext, actor: EsignActor, clientId: string, input: RequestInput, origin: { renewal?: RenewalOf; bulk?: BulkOf } = {}): Promise<SignatureRequestView> {
  const { renewal, bulk } = origin;
  // The request's id is the form's reference, printed on every page: chosen before the row exists.
  const id = randomUUID();
  const form = await prefillOrNotFound(ctx, actor, clientId, { signer: { name: input.signerName, title: input.signerTitle }, reference: id });
  const pdf = Buffer.from(await renderPrefilled8821(form));
  const now = form.preparedAt;
  const row = await withSavedFiles(ctx.db, ctx.storage, async (trx, save) => {
    // First, so a concurrent renewal of the same form waits here and then gives up before any change.
    if (renewal) {
      const claim = { clientId, formFileId: renewal.formFileId, lenderId: actor.lenderId, mode: 'AUTO' as const, formExpiresOn: renewal.formExpiresOn, signatureRequestId: id, now };
      if (!(await claimRenewal(trx, claim))) throw new RenewalAlreadyClaimed();
    }
    if (bulk && !(await claimBulkClient(trx, bulk.jobId, clientId, id))) throw new BulkAlreadySent();
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
    const token = await issueLink(trx, created.id, now, false);
    const renewing = renewal ? `renewal of request ${renewal.requestId} (the form on file covers periods ending ${renewal.formExpiresOn}), sent by the portal; ` : '';
    const batch = bulk ? ` once for a bulk send to ${bulk.size} clients` : '';
    await repo.addEvidence(trx, created.id, { type: 'CREATED', at: now, ip: actor.ip, detail: `${renewing}known borrower; relationship attested by ${attestedBy}${batch}` });
    await repo.addEvidence(trx, created.id, { type: 'SENT', at: now, detail: `to ${input.signerEmail}${input.signerMobile ? ` and ${input.signerMobile}` : ''}` });
    await mailSigningLink(trx, ctx.config, { signer: created, lenderName: lender.company_name, token, expiresAt: created.expires_at, reminder: false, note: bulk?.note ?? null }, now);
    await recordEvent(trx, { type: 'esign.sent', lenderId: actor.lenderId, payload: { signatureRequestId: created.id, clientId } }, now);
    await recordAudit(trx, { userId: actor.userId, lenderId: actor.lenderId, action: 'SIGNATURE_REQUEST_SENT', targetType: 'client', targetId: clientId, ip: actor.ip, details: { signatureRequestId: created.id, ...(renewal ? { renewalOf: renewal.requestId, expiringFormFileId: renewal.formFileId } : {}), ...(bulk ? { bulkJobId: bulk.jobId } : {}) } });
    return created;
  });
  return toRequestView(row);
}

async function changeOpenRequest(
  ctx: AppContext,
  actor: EsignActor,
  id: string,
  change: (trx: AppContext['db'], r: repo.SignatureRequestRow, now: Date) => Promise<repo.SignatureRequestRow>,
): Promise<SignatureRequestView> {
  return ctx.db.transaction().execute(async (trx) => {
    const r = await repo.findRequest(trx, actor.lenderId, id, true);
    if (!r) throw notFound(REQUEST);
    if (!OPEN_SIGNATURE_STATUSES.includes(r.status)) throw conflict(`This signature request is ${r.status.toLowerCase().replace('_', ' ')} and can no longer be changed.`);
    return toRequestView(await change(trx, r, ctx.clock.now()));
  });
}

/** A new link (the old one stops working at once), a new expiry and the check started over. */
export function resendRequest(ctx: AppContext, actor: EsignActor, id: string): Promise<SignatureRequestView> {
  return changeOpenRequest(ctx, actor, id, async (trx, r, now) => {
    const token = await issueLink(trx, r.id, now, true);
    const lender = await trx.selectFrom('lenders').select(['company_name', 'esign_expiry_days']).where('id', '=', actor.lenderId).executeTakeFirstOrThrow();
    const updated = await trx
      .updateTable('signature_requests')
      .set({ status: 'SENT', code_hash: null, code_expires_at: null, reminders_sent: 0, sent_at: now, expires_at: expiryFrom(now, lender.esign_expiry_days), updated_at: now })
      .where('id', '=', r.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await repo.addEvidence(trx, r.id, { type: 'SENT', at: now, ip: actor.ip, detail: `resent to ${r.signer_email}; the earlier link no longer works` });
    await mailSigningLink(trx, ctx.config, { signer: r, lenderName: lender.company_name, token, expiresAt: updated.expires_at, reminder: false }, now);
    await recordEvent(trx, { type: 'esign.sent', lenderId: actor.lenderId, payload: { signatureRequestId: r.id, clientId: r.client_id } }, now);
    await recordAudit(trx, { userId: actor.userId, lenderId: actor.lenderId, action: 'SIGNATURE_REQUEST_RESENT', targetType: 'client', targetId: r.client_id, ip: actor.ip, details: { signatureRequestId: r.id } });
    return updated;
  });
}

export function voidRequest(ctx: AppContext, actor: EsignActor, id: string): Promise<SignatureRequestView> {
  return changeOpenRequest(ctx, actor, id, async (trx, r, now) => {
    const updated = await trx
      .updateTable('signature_requests')
      .set({ status: 'VOIDED', completed_at: now, updated_at: now })
      .where('id', '=', r.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await revokeLinks(trx, r.id, now);
    await repo.addEvidence(trx, r.id, { type: 'VOIDED', at: now, ip: actor.ip });
    await formWillNotBeUsable(trx, updated, 'VOIDED', now);
    await recordAudit(trx, { userId: actor.userId, lenderId: actor.lenderId, action: 'SIGNATURE_REQUEST_VOIDED', targetType: 'client', targetId: r.client_id, ip: actor.ip, details: { signatureRequestId: r.id } });
    return updated;
  });
}
