import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Terms } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { contentKeys } from './keys';

export const getTerms = () => apiFetch<Terms>('/api/terms');

export const termsQueryOptions = () =>
  queryOptions({ queryKey: contentKeys.terms(), queryFn: getTerms, staleTime: 5 * 60_000 });

export const useTerms = () => useQuery(termsQueryOptions());
