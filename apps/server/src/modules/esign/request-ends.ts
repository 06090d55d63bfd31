import type { WaitingOrders } from '../../app-context.js';
import type { Database } from '../../db/connection.js';
import { raiseAlert } from '../alerts/index.js';
import { recordEvent } from '../../platform/events/record-event.js';
import { formWillNotBeUsable } from './form-usable.js';
import { clientNameOf } from './client-repo.js';
import { addEvidence, type SignatureRequestRow } from './repo.js';
import { updateRequest } from './request-repo.js';

/**
 * A request that ends with no usable form (declined, expired, identity refused) raises an INCOMPLETE_AUTH alert
 * for the lender; its alert.raised event names the request, so the mail consumer leaves the mail
 * to the esign.* event (one mail, docs/decisions/198).
 */
export async function raiseUnsignedAlert(
  trx: Database,
  r: SignatureRequestRow,
  reason: string,
  now: Date,
): Promise<void> {
  const businessName = await clientNameOf(trx, r.lender_id, r.client_id);
  const alertId = await raiseAlert(trx, {
    lenderId: r.lender_id,
    clientId: r.client_id,
    reportId: null,
    userId: null,
    type: 'INCOMPLETE_AUTH',
    title: `Authorization incomplete: ${businessName}`,
    body: `${reason} Send a new signature request or upload a signed form.`,
    at: now,
  });
  await recordEvent(
    trx,
    {
      type: 'alert.raised',
      lenderId: r.lender_id,
      payload: {
        clientId: r.client_id,
        reportId: null,
        alertIds: [alertId],
        cause: 'INCOMPLETE_AUTH',
        signatureRequestId: r.id,
      },
    },
    now,
  );
}

/** The request's link has lived its days: EXPIRED, told once. Runs on a row locked by the caller. */
export async function expireRequest(
  trx: Database,
  orders: WaitingOrders,
  r: SignatureRequestRow,
  now: Date,
): Promise<void> {
  await updateRequest(trx, r.id, { status: 'EXPIRED', completed_at: now, updated_at: now });
  await addEvidence(trx, r.id, { type: 'EXPIRED', at: now });
  await recordEvent(
    trx,
    { type: 'esign.expired', lenderId: r.lender_id, payload: { signatureRequestId: r.id, clientId: r.client_id } },
    now,
  );
  await raiseUnsignedAlert(trx, r, `The signature request sent to ${r.signer_name} expired unsigned.`, now);
  await formWillNotBeUsable(trx, orders, r, 'EXPIRED', now);
}

export async function declineRequest(
  trx: Database,
  orders: WaitingOrders,
  r: SignatureRequestRow,
  reason: string,
  meta: { ip: string; userAgent: string | null },
  now: Date,
): Promise<void> {
  await updateRequest(trx, r.id, { status: 'DECLINED', decline_reason: reason, completed_at: now, updated_at: now });
  await addEvidence(trx, r.id, { type: 'DECLINED', at: now, ip: meta.ip, userAgent: meta.userAgent, detail: reason });
  await recordEvent(
    trx,
    { type: 'esign.declined', lenderId: r.lender_id, payload: { signatureRequestId: r.id, clientId: r.client_id } },
    now,
  );
  await raiseUnsignedAlert(trx, r, `${r.signer_name} declined to sign the Form 8821: ${reason}`, now);
  await formWillNotBeUsable(trx, orders, { ...r, status: 'DECLINED', decline_reason: reason }, 'DECLINED', now);
}
