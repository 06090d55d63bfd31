import { useQuery } from '@tanstack/react-query';
import type { OpsLenderSettings } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { opsKeys } from './keys';

export const getLenderSettings = (lenderId: string) => apiFetch<OpsLenderSettings>(`/api/ops/lenders/${lenderId}`);

export const useLenderSettings = (lenderId: string) =>
  useQuery({ queryKey: opsKeys.lender(lenderId), queryFn: () => getLenderSettings(lenderId) });
