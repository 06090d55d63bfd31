import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';

/** The logo as an <img> loads it; `version` changes the address after an upload (answers are never cached). */
export const lenderLogoUrl = (lenderId: string, version: number) => `/api/ops/lenders/${lenderId}/logo?v=${version}`;

/** Upload (a File) or remove (null) the lender's logo; the settings say again whether one is set. */
export function useChangeLenderLogo(lenderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File | null) => {
      const url = `/api/ops/lenders/${lenderId}/logo`;
      if (!file) return apiFetch<void>(url, { method: 'DELETE' });
      const formData = new FormData();
      formData.append('file', file);
      return apiFetch<void>(url, { method: 'PUT', formData });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: ['ops', 'lender', lenderId] }),
  });
}
