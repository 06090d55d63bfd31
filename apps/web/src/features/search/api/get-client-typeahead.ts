import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';
import { searchKeys } from './keys';

export type TypeaheadClient = { key: string; value: string };

/** Spec 1 §9: 10 results. */
export const TYPEAHEAD_SIZE = 10;

export const getClientTypeahead = (value: string, signal?: AbortSignal): Promise<TypeaheadClient[]> =>
  apiFetch<TypeaheadClient[]>(
    `/api/typeahead/clients/placeorder?${new URLSearchParams({ value, size: String(TYPEAHEAD_SIZE) })}`,
    { signal },
  );

export const clientTypeaheadQueryOptions = (value: string) =>
  queryOptions({
    queryKey: searchKeys.typeahead(value),
    queryFn: ({ signal }) => getClientTypeahead(value, signal),
    enabled: value !== '',
    placeholderData: keepPreviousData,
  });

export const useClientTypeahead = (value: string) => useQuery(clientTypeaheadQueryOptions(value));
