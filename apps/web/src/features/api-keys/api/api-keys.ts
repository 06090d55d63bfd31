import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiKey, ApiKeyInput, CreatedApiKey } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';

const KEY = ['api-keys'] as const;
// Refusals the page explains itself: bad input (400), a key gone (404), the key limit (409).
const handledStatuses = [400, 404, 409] as const;

export const useApiKeys = () => useQuery({ queryKey: KEY, queryFn: () => apiFetch<ApiKey[]>('/api/api-keys') });

function useKeyMutation<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSettled: () => queryClient.invalidateQueries({ queryKey: KEY }) });
}

export const useCreateApiKey = () =>
  useKeyMutation((input: ApiKeyInput) =>
    apiFetch<CreatedApiKey>('/api/api-keys', { method: 'POST', json: input, handledStatuses }),
  );

export const useRevokeApiKey = () =>
  useKeyMutation((id: string) =>
    apiFetch<ApiKey>(`/api/api-keys/${encodeURIComponent(id)}/revoke`, { method: 'POST', handledStatuses }),
  );
