import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ImportMapping, ImportSummary, PlaceOrderFormData } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';

const HANDLED = [400, 404, 409, 413, 415] as const;
export const importKey = (id: string) => ['import', id] as const;

export const uploadImport = (file: File, encoding: string | null) => {
  const body = new FormData();
  if (encoding) body.append('encoding', encoding);
  body.append('file', file);
  return apiFetch<ImportSummary>('/api/imports', { method: 'POST', formData: body, handledStatuses: HANDLED });
};

/** The import, polled every second while its job runs: the page can be left and reopened. */
export function useImport(id: string | undefined, ordering = false) {
  return useQuery({
    queryKey: importKey(id ?? ''),
    queryFn: () => apiFetch<ImportSummary>(`/api/imports/${encodeURIComponent(id!)}`),
    enabled: Boolean(id),
    // Also while "then order" runs: its counts join the result when the job ends.
    refetchInterval: (query) => (query.state.data?.status === 'IMPORTING' || (ordering && !query.state.data?.result?.orders) ? 1000 : false),
  });
}

/** The products the lender may order, as the order form offers them (read for one imported client). */
export const useOrderableProducts = (clientId: string) =>
  useQuery({
    queryKey: ['import-order-products', clientId],
    queryFn: () => apiFetch<PlaceOrderFormData>(`/api/formdata/${encodeURIComponent(clientId)}/place-order`),
    select: (data) =>
      data.reportTypes.flatMap((type) =>
        (data.deliveryMap[type.code] ?? [])
          .filter((d) => d.delivery !== 'ON_DEMAND' && d.delivery !== 'TGR_ONDEMAND')
          .map((d) => ({ value: d.productIdentifier, label: `${type.label}, ${d.label}` })),
      ),
  });

/** "Then order" (decision 178): one order per imported client with a usable 8821 on file, as a background job. */
export const orderImportedClients = (id: string, product: string) =>
  apiFetch<{ jobId: string }>(`/api/imports/${encodeURIComponent(id)}/order`, { method: 'POST', json: { product }, handledStatuses: HANDLED });

export function useImportAction(id: string) {
  const queryClient = useQueryClient();
  const done = (summary: ImportSummary) => queryClient.setQueryData(importKey(id), summary);
  return {
    settings: useMutation({
      mutationFn: (body: { mapping: ImportMapping; existing: 'skip' | 'update' }) => apiFetch<ImportSummary>(`/api/imports/${id}/settings`, { method: 'PUT', json: body, handledStatuses: HANDLED }),
      onSuccess: done,
    }),
    confirm: useMutation({
      mutationFn: () => apiFetch<ImportSummary>(`/api/imports/${id}/confirm`, { method: 'POST', handledStatuses: HANDLED }),
      onSuccess: done,
    }),
  };
}
