import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ImportMapping, ImportSummary } from '@taxlens/contracts';
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
export function useImport(id: string | undefined) {
  return useQuery({
    queryKey: importKey(id ?? ''),
    queryFn: () => apiFetch<ImportSummary>(`/api/imports/${encodeURIComponent(id!)}`),
    enabled: Boolean(id),
    refetchInterval: (query) => (query.state.data?.status === 'IMPORTING' ? 1000 : false),
  });
}

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
