import { apiFetch } from '../../../shared/api/api-client';

export const removeLenderLogo = (lenderId: string) =>
  apiFetch<void>(`/api/ops/lenders/${lenderId}/logo`, { method: 'DELETE' });
