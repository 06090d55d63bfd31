import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Designee, DesigneeInput } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';

const KEY = ['designees'] as const;
const handledStatuses = [400, 409] as const;

export const getDesignees = () => apiFetch<Designee[]>('/api/designees');
export const useDesignees = () => useQuery(queryOptions({ queryKey: KEY, queryFn: getDesignees }));

/** Adds (no id) or edits a designee. */
export function useSaveDesignee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: DesigneeInput }) =>
      id
        ? apiFetch<Designee>(`/api/designees/${encodeURIComponent(id)}`, {
            method: 'PUT',
            json: input,
            handledStatuses,
          })
        : apiFetch<Designee>('/api/designees', { method: 'POST', json: input, handledStatuses }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

export function useRemoveDesignee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<void>(`/api/designees/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
