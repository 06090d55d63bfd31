import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContentPostType } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { opsKeys } from './keys';

export const deletePost = (id: number) => apiFetch(`/api/ops/content/posts/${id}`, { method: 'DELETE' });

export function useDeletePost(postType: ContentPostType) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deletePost,
    onSuccess: () => client.invalidateQueries({ queryKey: opsKeys.posts(postType) }),
  });
}
