import { useQuery } from '@tanstack/react-query';
import type { MissedRejections } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { opsKeys } from './keys';

export const getMissedRejections = () => apiFetch<MissedRejections>('/api/ops/missed-rejections');

/** Reports the IRS rejected with a code the check had not raised (decision 287). */
export const useMissedRejections = () =>
  useQuery({ queryKey: opsKeys.missedRejections(), queryFn: getMissedRejections });
