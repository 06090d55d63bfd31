import { useQuery } from '@tanstack/react-query';
import type { ImportSummary } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { importKeys } from './keys';

export const getImport = (id: string) => apiFetch<ImportSummary>(`/api/imports/${encodeURIComponent(id)}`);

/** The import, polled every second while its job runs: the page can be left and reopened. */
export function useImport(id: string | undefined, ordering = false) {
  return useQuery({
    queryKey: importKeys.detail(id ?? ''),
    queryFn: () => getImport(id!),
    enabled: Boolean(id),
    // Also while "then order" runs: its counts join the result when the job ends.
    refetchInterval: (query) =>
      query.state.data?.status === 'IMPORTING' || (ordering && !query.state.data?.result?.orders) ? 1000 : false,
  });
}
