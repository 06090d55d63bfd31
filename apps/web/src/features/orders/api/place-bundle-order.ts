import { IDEMPOTENCY_HEADER, type PlaceOrderResult } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import {
  type FormsOrderInput,
  type OrderSection,
  PLACE_ORDER_HANDLED_STATUSES,
  signatureOf,
  uploadOf,
} from './place-order-input';

function bundleEntry(s: OrderSection) {
  const signature = signatureOf(s);
  if (signature) return { clientId: s.clientId, signature };
  if (s.file === 'on-file') return { clientId: s.clientId, formOnFile: true };
  return { clientId: s.clientId, formName: uploadOf(s)?.name ?? '' };
}

/** Several clients in one order: the bundle as JSON, the uploaded forms in its order. */
export function placeBundleOrder(input: FormsOrderInput): Promise<PlaceOrderResult> {
  const { addOns, sections } = input;
  const body = new FormData();
  const bundle = {
    product: input.product,
    ...addOns,
    ...(input.ownerId ? { ownerId: input.ownerId } : {}),
    orders: sections.map(bundleEntry),
  };
  body.append('bundle', JSON.stringify(bundle));
  for (const section of sections) {
    const file = uploadOf(section);
    if (file) body.append('forms', file);
  }
  return apiFetch('/api/forms/upload8821/bundle', {
    method: 'POST',
    formData: body,
    headers: { [IDEMPOTENCY_HEADER]: input.idempotencyKey },
    handledStatuses: PLACE_ORDER_HANDLED_STATUSES,
  });
}
