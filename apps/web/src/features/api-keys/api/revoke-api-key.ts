import type { ApiKey } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { API_KEY_HANDLED_STATUSES, useKeyMutation } from './key-mutation';

export const revokeApiKey = (id: string) =>
  apiFetch<ApiKey>(`/api/api-keys/${encodeURIComponent(id)}/revoke`, {
    method: 'POST',
    handledStatuses: API_KEY_HANDLED_STATUSES,
  });

export const useRevokeApiKey = () => useKeyMutation(revokeApiKey);
