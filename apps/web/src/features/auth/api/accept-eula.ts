import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';
import { eulaQueryOptions, type EulaResponse } from './get-eula';

export const acceptEula = (noticeId: string): Promise<EulaResponse> =>
  apiFetch<EulaResponse>(`/api/eula/${encodeURIComponent(noticeId)}/accept`, { method: 'POST' });

export function useAcceptEula() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptEula,
    // The answer is the remaining list: it becomes the session's EULA state.
    onSuccess: (data) => queryClient.setQueryData(eulaQueryOptions().queryKey, data),
  });
}
