import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';
import { opsKeys } from './keys';

export const deleteFaqType = (id: number) => apiFetch(`/api/ops/content/faq-types/${id}`, { method: 'DELETE' });

export function useDeleteFaqType() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteFaqType,
    // The category's posts change too: everything of the console is asked again.
    onSuccess: () => client.invalidateQueries({ queryKey: opsKeys.all }),
  });
}
