import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';
import { userKeys } from './keys';

export const removeDesignee = (id: string) =>
  apiFetch<void>(`/api/designees/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useRemoveDesignee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeDesignee,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.designees() }),
  });
}
