import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OpsBilling, PricingSchedule } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { opsKeys } from './keys';
import { opsLenderPath } from './ops-lender-path';

export const savePricing = (lenderId: string, pricing: PricingSchedule) =>
  apiFetch<OpsBilling>(`${opsLenderPath(lenderId)}/pricing`, { method: 'PUT', json: pricing, handledStatuses: [400] });

export function useSavePricing(lenderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pricing: PricingSchedule) => savePricing(lenderId, pricing),
    onSuccess: (data) => queryClient.setQueryData(opsKeys.billing(lenderId), data),
  });
}
