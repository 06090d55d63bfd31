import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PortfolioFigures } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { portfolioKeys } from './keys';

export const getOverviewFigures = (yearMonth: string | undefined, signal?: AbortSignal) =>
  apiFetch<PortfolioFigures>(
    `/api/portfolio/overview/figures${yearMonth ? `?yearMonth=${encodeURIComponent(yearMonth)}` : ''}`,
    { signal },
  );

export const overviewFiguresQueryOptions = (lenderId: string, yearMonth: string | undefined) =>
  queryOptions({
    queryKey: portfolioKeys.overviewFigures(lenderId, yearMonth ?? ''),
    queryFn: ({ signal }) => getOverviewFigures(yearMonth, signal),
    placeholderData: keepPreviousData,
  });

export const useOverviewFigures = (lenderId: string, yearMonth: string | undefined) =>
  useQuery(overviewFiguresQueryOptions(lenderId, yearMonth));
