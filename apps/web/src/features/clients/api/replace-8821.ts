import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StoredForm } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { clientKeys } from './keys';

export const replace8821 = (id: string, file: File): Promise<StoredForm> => {
  const formData = new FormData();
  formData.append('file', file);
  return apiFetch<StoredForm>(`/api/forms/replace8821/${encodeURIComponent(id)}`, {
    method: 'POST',
    formData,
    handledStatuses: [400, 413],
  });
};

export function useReplace8821(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => replace8821(id, file),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKeys.detail(id) }),
  });
}

/** Opened in a new tab; the server checks the session cookie. */
export const form8821Href = (id: string) => `/api/clients/${encodeURIComponent(id)}/form8821`;
