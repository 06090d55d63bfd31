import type { ApiKeyInput, CreatedApiKey } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { API_KEY_HANDLED_STATUSES, useKeyMutation } from './key-mutation';

export const createApiKey = (input: ApiKeyInput) =>
  apiFetch<CreatedApiKey>('/api/api-keys', { method: 'POST', json: input, handledStatuses: API_KEY_HANDLED_STATUSES });

export const useCreateApiKey = () => useKeyMutation(createApiKey);
