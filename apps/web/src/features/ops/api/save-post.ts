import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContentPostType } from '@taxlens/contracts';
import type { PostFields } from './content-types';
import { createPost } from './create-post';
import { opsKeys } from './keys';
import { updatePost } from './update-post';

export type { PostFields } from './content-types';

/** Creates (no id) or updates a post, then reloads the list. */
export function useSavePost(postType: ContentPostType) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, fields }: { id: number | null; fields: PostFields }) =>
      id === null ? createPost(postType, fields) : updatePost(id, fields),
    onSuccess: () => client.invalidateQueries({ queryKey: opsKeys.posts(postType) }),
  });
}
