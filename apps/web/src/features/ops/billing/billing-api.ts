import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OpsBilling, PricingSchedule } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';

const key = (lenderId: string) => ['ops', 'billing', lenderId] as const;
const base = (lenderId: string) => `/api/ops/lenders/${encodeURIComponent(lenderId)}`;

export const useLenderBilling = (lenderId: string) =>
  useQuery({ queryKey: key(lenderId), queryFn: () => apiFetch<OpsBilling>(`${base(lenderId)}/billing`) });

export function useSavePricing(lenderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pricing: PricingSchedule) =>
      apiFetch<OpsBilling>(`${base(lenderId)}/pricing`, { method: 'PUT', json: pricing, handledStatuses: [400] }),
    onSuccess: (data) => queryClient.setQueryData(key(lenderId), data),
  });
}

export function useMarkPaid(lenderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invoiceId: string) =>
      apiFetch<OpsBilling>(`${base(lenderId)}/invoices/${encodeURIComponent(invoiceId)}/paid`, {
        method: 'POST',
        json: {},
      }),
    onSuccess: (data) => queryClient.setQueryData(key(lenderId), data),
  });
}

export const opsInvoicePdfUrl = (lenderId: string, invoiceId: string) =>
  `${base(lenderId)}/invoices/${encodeURIComponent(invoiceId)}/pdf`;
