import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Designee } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { clientQueryKey } from './get-client';

/** The lender's designees, to pick one for this client's 8821. */
export const useDesigneeOptions = (enabled: boolean) =>
  useQuery(queryOptions({ queryKey: ['designees'], queryFn: () => apiFetch<Designee[]>('/api/designees'), enabled }));

export function useAssignDesignee(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (designeeId: string | null) =>
      apiFetch<void>(`/api/clients/${encodeURIComponent(clientId)}/designee`, { method: 'PUT', json: { designeeId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientQueryKey(clientId) }),
  });
}
