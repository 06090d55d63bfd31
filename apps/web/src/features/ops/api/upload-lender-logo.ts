import { apiFetch } from '../../../shared/api/api-client';

export const uploadLenderLogo = (lenderId: string, file: File) => {
  const formData = new FormData();
  formData.append('file', file);
  return apiFetch<void>(`/api/ops/lenders/${lenderId}/logo`, { method: 'PUT', formData });
};
