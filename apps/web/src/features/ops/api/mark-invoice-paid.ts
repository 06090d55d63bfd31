import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OpsBilling } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { opsKeys } from './keys';
import { opsLenderPath } from './ops-lender-path';

export const markInvoicePaid = (lenderId: string, invoiceId: string) =>
  apiFetch<OpsBilling>(`${opsLenderPath(lenderId)}/invoices/${encodeURIComponent(invoiceId)}/paid`, {
    method: 'POST',
    json: {},
  });

export function useMarkPaid(lenderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invoiceId: string) => markInvoicePaid(lenderId, invoiceId),
    onSuccess: (data) => queryClient.setQueryData(opsKeys.billing(lenderId), data),
  });
}
