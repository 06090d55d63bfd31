import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';
import { clientKeys } from './keys';

export const assignDesignee = (clientId: string, designeeId: string | null) =>
  apiFetch<void>(`/api/clients/${encodeURIComponent(clientId)}/designee`, { method: 'PUT', json: { designeeId } });

export function useAssignDesignee(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (designeeId: string | null) => assignDesignee(clientId, designeeId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKeys.detail(clientId) }),
  });
}
