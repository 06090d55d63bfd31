import { useQuery } from '@tanstack/react-query';
import type { ApiKey } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { apiKeyKeys } from './keys';

export const getApiKeys = () => apiFetch<ApiKey[]>('/api/api-keys');

export const useApiKeys = () => useQuery({ queryKey: apiKeyKeys.all, queryFn: getApiKeys });
