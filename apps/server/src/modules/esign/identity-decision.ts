import type { AppContext } from '../../app-context.js';
import { recordAudit } from '../../platform/audit.js';
import { conflict, notFound } from '../../platform/errors.js';
import { recordEvent } from '../../platform/events/record-event.js';
import { formBecameUsable, formWillNotBeUsable } from './form-usable.js';
import type { Reviewer } from './identity-review.js';
import { addEvidence, lockPair, type SignatureRequestRow } from './repo.js';
import { findUserName } from './related-repo.js';
import { raiseUnsignedAlert } from './request-ends.js';
import { findRequestPair, lockRemoteProofRequest, updateRequestReturning } from './request-repo.js';

type Decision = 'APPROVED' | 'REFUSED';

/**
 * Runs operations' one decision on a signed remote-proof request, locked: a second decision (or a
 * request that is not waiting) answers 409. The decision and who made it stay on the request and in
 * its evidence; the photos go N days later (identity-image-job).
 */
async function decide(
  ctx: AppContext,
  reviewer: Reviewer,
  requestId: string,
  decision: Decision,
  act: (trx: AppContext['db'], r: SignatureRequestRow, byName: string, now: Date) => Promise<void>,
): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    // A joint filer's request locks its pair first, in the signers' order (docs/decisions/218).
    const pair = await findRequestPair(trx, requestId);
    if (pair) await lockPair(trx, pair.lender_id, pair.pair_id);
    const r = await lockRemoteProofRequest(trx, requestId);
    if (!r) throw notFound('The identity review');
    if (r.identity_decision)
      throw conflict(`This identity proof was already ${r.identity_decision === 'APPROVED' ? 'approved' : 'refused'}.`);
    if (r.status !== 'AWAITING_REVIEW')
      throw conflict('This request is not waiting for an identity review: the form was not signed.');
    const user = await findUserName(trx, reviewer.userId);
    const byName = `${user.first_name} ${user.last_name}`.trim();
    await act(trx, r, byName, now);
    await recordAudit(trx, {
      userId: reviewer.userId,
      lenderId: r.lender_id,
      action: decision === 'APPROVED' ? 'OPS_IDENTITY_APPROVED' : 'OPS_IDENTITY_REFUSED',
      targetType: 'signature_request',
      targetId: r.id,
      ip: reviewer.ip,
      details: { clientId: r.client_id },
    });
  });
}

const decided = (decision: Decision, by: { userId: string; name: string }, now: Date) => ({
  identity_decision: decision,
  identity_decided_at: now,
  identity_decided_by: by.userId,
  identity_decided_by_name: by.name,
  updated_at: now,
});

/** Approve: the signed form becomes the client's current 8821 and usable for orders now, not at signing (docs/decisions/214). */
export function approveIdentity(ctx: AppContext, reviewer: Reviewer, requestId: string): Promise<void> {
  return decide(ctx, reviewer, requestId, 'APPROVED', async (trx, r, byName, now) => {
    const fileId = r.signed_file_id!;
    const row = await updateRequestReturning(trx, r.id, {
      status: 'SIGNED',
      ...decided('APPROVED', { userId: reviewer.userId, name: byName }, now),
    });
    await addEvidence(trx, r.id, {
      type: 'IDENTITY_APPROVED',
      at: now,
      detail: `remote identity proof approved by operations (${byName}): the photo ID was compared with the selfie and the facts`,
    });
    await recordEvent(
      trx,
      {
        type: 'esign.approved',
        lenderId: r.lender_id,
        payload: { signatureRequestId: r.id, clientId: r.client_id, fileId },
      },
      now,
    );
    await formBecameUsable(trx, ctx.waitingOrders, row, now, {
      ip: null,
      details: { identityApprovedBy: reviewer.userId },
    });
  });
}

/** Refuse, with a reason: the form is never used; the lender gets an INCOMPLETE_AUTH alert and mail, as for a decline. */
export function refuseIdentity(ctx: AppContext, reviewer: Reviewer, requestId: string, reason: string): Promise<void> {
  return decide(ctx, reviewer, requestId, 'REFUSED', async (trx, r, byName, now) => {
    const row = await updateRequestReturning(trx, r.id, {
      status: 'REFUSED',
      decline_reason: reason,
      ...decided('REFUSED', { userId: reviewer.userId, name: byName }, now),
    });
    await addEvidence(trx, r.id, {
      type: 'IDENTITY_REFUSED',
      at: now,
      detail: `remote identity proof refused by operations (${byName}): ${reason}`,
    });
    await recordEvent(
      trx,
      { type: 'esign.refused', lenderId: r.lender_id, payload: { signatureRequestId: r.id, clientId: r.client_id } },
      now,
    );
    await raiseUnsignedAlert(
      trx,
      row,
      `Our operations staff could not confirm the identity of ${r.signer_name}, so the signed Form 8821 will not be used: ${reason}`,
      now,
    );
    await formWillNotBeUsable(trx, ctx.waitingOrders, row, 'REFUSED', now);
  });
}
