import { useQuery } from '@tanstack/react-query';
import type { OpsLenderRow } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { opsKeys } from './keys';

export const getOpsLenders = () => apiFetch<OpsLenderRow[]>('/api/ops/lenders');

export const useOpsLenders = () => useQuery({ queryKey: opsKeys.lenders(), queryFn: getOpsLenders });
