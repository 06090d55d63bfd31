import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LenderSummary } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { authKeys } from './keys';

export const getMyLenders = (): Promise<LenderSummary[]> => apiFetch<LenderSummary[]>('/api/lenders/mine');

export const myLendersQueryOptions = () => queryOptions({ queryKey: authKeys.myLenders(), queryFn: getMyLenders });

export const useMyLenders = () => useQuery(myLendersQueryOptions());
