import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';
import { opsKeys } from './keys';

export const uploadMailbox = (file: File) => {
  const body = new FormData();
  body.append('files', file);
  return apiFetch<{ id: string; fileName: string }>('/api/ops/transcripts/mailboxes', {
    method: 'POST',
    formData: body,
  });
};

export function useUploadMailbox() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: uploadMailbox,
    onSuccess: () => void client.invalidateQueries({ queryKey: opsKeys.mailboxes() }),
  });
}
