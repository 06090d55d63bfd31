import { IDEMPOTENCY_HEADER, type PlaceOrderResult } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { type FormsOrderInput, PLACE_ORDER_HANDLED_STATUSES, signatureOf, uploadOf } from './place-order-input';

/** One client: its 8821 uploaded, on file, or a signature request to wait on. */
export function placeSingleOrder(input: FormsOrderInput): Promise<PlaceOrderResult> {
  const { addOns } = input;
  const only = input.sections[0]!;
  const body = new FormData();
  body.append('product', input.product);
  body.append('recordOfAccount', String(addOns.recordOfAccount));
  body.append('taxReturnTranscripts', String(addOns.taxReturnTranscripts));
  body.append('wageIncome', String(addOns.wageIncome));
  if (input.ownerId) body.append('ownerId', input.ownerId);
  body.append('clientId', only.clientId);
  const file = uploadOf(only);
  const signature = signatureOf(only);
  if (signature) body.append('signature', JSON.stringify(signature));
  else if (only.file === 'on-file') body.append('formOnFile', 'true');
  else body.append('formName', file?.name ?? '');
  if (file) body.append('file', file);
  if (file && only.formCheckId) body.append('formCheckId', only.formCheckId);
  if (file && only.sendAnywayReason) body.append('sendAnywayReason', only.sendAnywayReason);
  return apiFetch('/api/forms/upload8821', {
    method: 'POST',
    formData: body,
    headers: { [IDEMPOTENCY_HEADER]: input.idempotencyKey },
    handledStatuses: PLACE_ORDER_HANDLED_STATUSES,
  });
}
