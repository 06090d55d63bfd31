import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ImportMapping, ImportSummary, PlaceOrderFormData } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';

const HANDLED = [400, 404, 409, 413, 415] as const;
export const importKey = (id: string) => ['import', id] as const;

export type ImportFiles = { file: File; forms: File | null };
export type ReadOptions = { encoding?: string | null; sheet?: string | null };

/** Step 1: the sheet, and optionally the ZIP of signed 8821s, read by the server into a preview. */
export const uploadImport = ({ file, forms }: ImportFiles, { encoding, sheet }: ReadOptions = {}) => {
  const body = new FormData();
  if (encoding) body.append('encoding', encoding);
  if (sheet) body.append('sheet', sheet);
  body.append('file', file);
  if (forms) body.append('forms', forms);
  return apiFetch<ImportSummary>('/api/imports', { method: 'POST', formData: body, handledStatuses: HANDLED });
};

// The files behind each import uploaded in this tab, so another sheet or encoding can be read
// without choosing them again (the server keeps only the rows it read).
const uploadedFiles = new Map<string, ImportFiles>();
export const rememberFiles = (id: string, files: ImportFiles) => uploadedFiles.set(id, files);
export const filesOf = (id: string) => uploadedFiles.get(id) ?? null;

/** The import, polled every second while its job runs: the page can be left and reopened. */
export function useImport(id: string | undefined, ordering = false) {
  return useQuery({
    queryKey: importKey(id ?? ''),
    queryFn: () => apiFetch<ImportSummary>(`/api/imports/${encodeURIComponent(id!)}`),
    enabled: Boolean(id),
    // Also while "then order" runs: its counts join the result when the job ends.
    refetchInterval: (query) =>
      query.state.data?.status === 'IMPORTING' || (ordering && !query.state.data?.result?.orders) ? 1000 : false,
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
  apiFetch<{ jobId: string }>(`/api/imports/${encodeURIComponent(id)}/order`, {
    method: 'POST',
    json: { product },
    handledStatuses: HANDLED,
  });

export function useImportAction(id: string) {
  const queryClient = useQueryClient();
  const done = (summary: ImportSummary) => queryClient.setQueryData(importKey(id), summary);
  return {
    settings: useMutation({
      mutationFn: (body: { mapping: ImportMapping; existing: 'skip' | 'update' }) =>
        apiFetch<ImportSummary>(`/api/imports/${id}/settings`, { method: 'PUT', json: body, handledStatuses: HANDLED }),
      onSuccess: done,
    }),
    confirm: useMutation({
      mutationFn: () =>
        apiFetch<ImportSummary>(`/api/imports/${id}/confirm`, { method: 'POST', handledStatuses: HANDLED }),
      onSuccess: done,
    }),
  };
}
