import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LenderSummary } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';

export const getMyLenders = (): Promise<LenderSummary[]> => apiFetch<LenderSummary[]>('/api/lenders/mine');

export const myLendersQueryOptions = () => queryOptions({ queryKey: ['lenders', 'mine'], queryFn: getMyLenders });

export const useMyLenders = () => useQuery(myLendersQueryOptions());
