import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContactConfig } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { contactKeys } from './keys';

// Public: the contact page has no guards.
export const getContactConfig = () => apiFetch<ContactConfig>('/api/contact/config', { csrf: false, intercept: false });

export const contactConfigQueryOptions = () =>
  queryOptions({ queryKey: contactKeys.config(), queryFn: getContactConfig, staleTime: Infinity });

export const useContactConfig = () => useQuery(contactConfigQueryOptions());
