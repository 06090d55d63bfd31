import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';
import { opsKeys } from './keys';

export const deleteGlobalNotice = (id: number) =>
  apiFetch(`/api/ops/content/global-notices/${id}`, { method: 'DELETE' });

export function useDeleteGlobalNotice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteGlobalNotice,
    onSuccess: () => client.invalidateQueries({ queryKey: opsKeys.globalNotices() }),
  });
}
