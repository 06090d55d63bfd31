import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OpsQueuePage } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { opsKeys } from './keys';

export type QueueFilters = {
  page: number;
  size: number;
  lenderId?: string;
  status?: string;
  delivery?: string;
  reportType?: string;
};

export function getOpsQueue(filters: QueueFilters) {
  const params = new URLSearchParams(
    Object.entries(filters)
      .filter(([, v]) => v !== undefined && v !== '')
      .map(([k, v]) => [k, String(v)]),
  );
  return apiFetch<OpsQueuePage>(`/api/ops/queue?${params}`);
}

export const useOpsQueue = (filters: QueueFilters) =>
  useQuery({
    queryKey: opsKeys.queuePage(filters),
    queryFn: () => getOpsQueue(filters),
    placeholderData: keepPreviousData,
  });
