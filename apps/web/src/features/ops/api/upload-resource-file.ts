import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EditablePost } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { opsKeys } from './keys';

/** Replaces a resource's PDF (sent as the raw body). */
export const uploadResourceFile = (id: number, file: File) =>
  apiFetch<EditablePost>(`/api/ops/content/posts/${id}/file?${new URLSearchParams({ name: file.name })}`, {
    method: 'PUT',
    blob: file,
  });

export function useUploadResourceFile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, file }: { id: number; file: File }) => uploadResourceFile(id, file),
    onSuccess: () => client.invalidateQueries({ queryKey: opsKeys.posts('portal_resources') }),
  });
}
