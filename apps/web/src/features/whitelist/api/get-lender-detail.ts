import { useQuery } from '@tanstack/react-query';
import type { LenderDetail } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { whitelistKeys } from './keys';

export const getLenderDetail = (lenderId: string) =>
  apiFetch<LenderDetail>(`/api/lenders/${encodeURIComponent(lenderId)}`);

export const useLenderDetail = (lenderId: string) =>
  useQuery({ queryKey: whitelistKeys.lender(lenderId), queryFn: () => getLenderDetail(lenderId) });
