import { IDEMPOTENCY_HEADER, type PlaceOrderResult } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { PLACE_ORDER_HANDLED_STATUSES, type PlaceOrderInput } from './place-order-input';

export function placeOnDemandOrder(input: PlaceOrderInput): Promise<PlaceOrderResult> {
  const { addOns } = input;
  return apiFetch(`/api/reports/${encodeURIComponent(input.sections[0]!.clientId)}/ondemand`, {
    method: 'POST',
    json: {
      roa: addOns.recordOfAccount,
      wi: addOns.wageIncome,
      trt: addOns.taxReturnTranscripts,
      ...(input.ownerId ? { ownerId: input.ownerId } : {}),
    },
    headers: { [IDEMPOTENCY_HEADER]: input.idempotencyKey },
    handledStatuses: PLACE_ORDER_HANDLED_STATUSES,
  });
}
