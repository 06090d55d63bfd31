import {
  OPEN_SIGNATURE_STATUSES,
  type PrefilledForm,
  type SignatureRequestPage,
  type SignatureRequestView,
  type signatureRequestListQuerySchema,
} from '@taxlens/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { recordAudit } from '../../platform/audit.js';
import { conflict, notFound } from '../../platform/errors.js';
import { recordEvent } from '../../platform/events/record-event.js';
import { withSavedFiles } from '../../platform/storage/save-file.js';
import {
  createRequest,
  type EsignActor,
  prefillOrNotFound,
  prepareRequest,
  type RequestInput,
  type RequestOrigin,
} from './create-request.js';
import { revokeLinks } from './link-repo.js';
import { expiryFrom, issueLink } from './link-token.js';
import { maskedForm } from './prefill.js';
import { formWillNotBeUsable } from './form-usable.js';
import { clientExists } from './client-repo.js';
import { lenderSendingSettings } from './related-repo.js';
import * as repo from './repo.js';
import { updateRequestReturning } from './request-repo.js';
import { toRequestListRow, toRequestView } from './request-view.js';
import { mailSigningLink } from './signer-mail.js';

export {
  BulkAlreadySent,
  RenewalAlreadyClaimed,
  type BulkOf,
  type EsignActor,
  type RenewalOf,
} from './create-request.js';
type ListQuery = z.output<typeof signatureRequestListQuerySchema>;

const REQUEST = 'The signature request';

/** GET /api/clients/{id}/signature-requests/prefill: the form the signer will be shown, for review. */
export async function previewPrefill(ctx: AppContext, actor: EsignActor, clientId: string): Promise<PrefilledForm> {
  return maskedForm(await prefillOrNotFound(ctx, actor, clientId, { signer: { name: '' }, reference: '' }));
}

export async function listRequests(
  ctx: AppContext,
  actor: EsignActor,
  clientId: string,
): Promise<SignatureRequestView[]> {
  // Another lender's client answers 404 like a missing one, not an empty list.
  if (!(await clientExists(ctx.db, actor.lenderId, clientId))) throw notFound('The client');
  return (await repo.listClientRequests(ctx.db, actor.lenderId, clientId)).map(toRequestView);
}

/** GET /api/signature-requests: one page of the selected lender's requests, newest first, of the statuses asked for (all when none). */
export async function listLenderRequests(
  ctx: AppContext,
  actor: EsignActor,
  query: ListQuery,
): Promise<SignatureRequestPage> {
  const statuses = query.status ?? [];
  const [total, rows] = await Promise.all([
    repo.countLenderRequests(ctx.db, actor.lenderId, statuses),
    repo.findLenderRequestsPage(ctx.db, actor.lenderId, statuses, {
      limit: query.size,
      offset: query.page * query.size,
    }),
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
export async function sendRequest(
  ctx: AppContext,
  actor: EsignActor,
  clientId: string,
  input: RequestInput,
  origin: RequestOrigin = {},
): Promise<SignatureRequestView> {
  const prepared = await prepareRequest(ctx, actor, clientId, input);
  return toRequestView(
    await withSavedFiles(ctx.db, ctx.storage, (trx, save) => createRequest(trx, save, ctx, actor, prepared, origin)),
  );
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
    if (!OPEN_SIGNATURE_STATUSES.includes(r.status))
      throw conflict(
        `This signature request is ${r.status.toLowerCase().replace('_', ' ')} and can no longer be changed.`,
      );
    return toRequestView(await change(trx, r, ctx.clock.now()));
  });
}

/** A new link (the old one stops working at once), a new expiry and the check started over. */
export function resendRequest(ctx: AppContext, actor: EsignActor, id: string): Promise<SignatureRequestView> {
  return changeOpenRequest(ctx, actor, id, async (trx, r, now) => {
    const token = await issueLink(trx, r.id, now, true);
    const lender = await lenderSendingSettings(trx, actor.lenderId);
    const updated = await updateRequestReturning(trx, r.id, {
      status: 'SENT',
      code_hash: null,
      code_expires_at: null,
      reminders_sent: 0,
      sent_at: now,
      expires_at: expiryFrom(now, lender.esign_expiry_days),
      updated_at: now,
    });
    await repo.addEvidence(trx, r.id, {
      type: 'SENT',
      at: now,
      ip: actor.ip,
      detail: `resent to ${r.signer_email}; the earlier link no longer works`,
    });
    await mailSigningLink(
      trx,
      ctx.config,
      { signer: r, lenderName: lender.company_name, token, expiresAt: updated.expires_at, reminder: false },
      now,
    );
    await recordEvent(
      trx,
      { type: 'esign.sent', lenderId: actor.lenderId, payload: { signatureRequestId: r.id, clientId: r.client_id } },
      now,
    );
    await recordAudit(trx, {
      userId: actor.userId,
      lenderId: actor.lenderId,
      action: 'SIGNATURE_REQUEST_RESENT',
      targetType: 'client',
      targetId: r.client_id,
      ip: actor.ip,
      details: { signatureRequestId: r.id },
    });
    return updated;
  });
}

export function voidRequest(ctx: AppContext, actor: EsignActor, id: string): Promise<SignatureRequestView> {
  return changeOpenRequest(ctx, actor, id, async (trx, r, now) => {
    const updated = await updateRequestReturning(trx, r.id, { status: 'VOIDED', completed_at: now, updated_at: now });
    await revokeLinks(trx, r.id, now);
    await repo.addEvidence(trx, r.id, { type: 'VOIDED', at: now, ip: actor.ip });
    await formWillNotBeUsable(trx, ctx.waitingOrders, updated, 'VOIDED', now);
    await recordAudit(trx, {
      userId: actor.userId,
      lenderId: actor.lenderId,
      action: 'SIGNATURE_REQUEST_VOIDED',
      targetType: 'client',
      targetId: r.client_id,
      ip: actor.ip,
      details: { signatureRequestId: r.id },
    });
    return updated;
  });
}
