import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SearchPage } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { searchKeys } from './keys';

export type SearchParams = { keyword: string; page: number; size: number };

export const searchClients = ({ keyword, page, size }: SearchParams, signal?: AbortSignal): Promise<SearchPage> =>
  apiFetch<SearchPage>(
    `/api/portal/search?${new URLSearchParams({ keyword, page: String(page), size: String(size) })}`,
    { signal },
  );

export const searchClientsQueryOptions = (params: SearchParams) =>
  queryOptions({
    queryKey: searchKeys.clients(params),
    queryFn: ({ signal }) => searchClients(params, signal),
    enabled: params.keyword !== '',
    placeholderData: keepPreviousData,
  });

export const useSearchClients = (params: SearchParams) => useQuery(searchClientsQueryOptions(params));
