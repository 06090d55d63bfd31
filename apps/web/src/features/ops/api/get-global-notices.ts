import { useQuery } from '@tanstack/react-query';
import type { EditableGlobalNotice } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { opsKeys } from './keys';

export const getGlobalNotices = () => apiFetch<EditableGlobalNotice[]>('/api/ops/content/global-notices');

export const useGlobalNotices = () => useQuery({ queryKey: opsKeys.globalNotices(), queryFn: getGlobalNotices });
