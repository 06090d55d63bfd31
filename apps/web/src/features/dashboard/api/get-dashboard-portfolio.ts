import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardPortfolio } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { dashboardKeys } from './keys';

export const getDashboardPortfolio = () => apiFetch<DashboardPortfolio>('/api/dashboard/portfolio');

export const dashboardPortfolioQueryOptions = (lenderId: string) =>
  queryOptions({ queryKey: dashboardKeys.portfolio(lenderId), queryFn: getDashboardPortfolio });

export const useDashboardPortfolio = (lenderId: string) => useQuery(dashboardPortfolioQueryOptions(lenderId));
