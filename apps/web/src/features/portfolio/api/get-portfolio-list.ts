import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page, PortfolioList } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { portfolioKeys } from './keys';

export const getPortfolioList = <T>(list: PortfolioList, query: string, signal?: AbortSignal) =>
  apiFetch<Page<T>>(`/api/portfolio/${list}?${query}`, { signal });

export const portfolioListQueryOptions = <T>(lenderId: string, list: PortfolioList, query: string) =>
  queryOptions({
    queryKey: portfolioKeys.list(lenderId, list, query),
    queryFn: ({ signal }) => getPortfolioList<T>(list, query, signal),
    placeholderData: keepPreviousData,
  });

export const usePortfolioList = <T>(lenderId: string, list: PortfolioList, query: string) =>
  useQuery(portfolioListQueryOptions<T>(lenderId, list, query));
