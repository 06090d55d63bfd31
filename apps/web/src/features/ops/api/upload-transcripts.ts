import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';
import { opsKeys } from './keys';

export const uploadTranscripts = (reportId: string, files: File[]) => {
  const body = new FormData();
  for (const file of files) body.append('files', file);
  return apiFetch<{ files: { id: string; fileName: string }[] }>(`/api/ops/reports/${reportId}/transcripts`, {
    method: 'POST',
    formData: body,
  });
};

export function useUploadTranscripts(reportId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (files: File[]) => uploadTranscripts(reportId, files),
    onSuccess: () => void client.invalidateQueries({ queryKey: opsKeys.reportTranscripts(reportId) }),
  });
}
