import { apiFetch } from '../../../shared/api/api-client';

export const endSession = (id: string) =>
  apiFetch<object>(`/api/myaccount/sessions/${encodeURIComponent(id)}`, { method: 'DELETE', handledStatuses: [404] });
