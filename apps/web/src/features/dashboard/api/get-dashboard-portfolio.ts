import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardPortfolio } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';

export const getDashboardPortfolio = () => apiFetch<DashboardPortfolio>('/api/dashboard/portfolio');

export const dashboardPortfolioQueryOptions = (lenderId: string) =>
  queryOptions({ queryKey: ['dashboard', lenderId, 'portfolio'], queryFn: getDashboardPortfolio });

export const useDashboardPortfolio = (lenderId: string) => useQuery(dashboardPortfolioQueryOptions(lenderId));
