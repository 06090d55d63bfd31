import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Designee } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { userKeys } from './keys';

export const getDesignees = () => apiFetch<Designee[]>('/api/designees');
export const useDesignees = () => useQuery(queryOptions({ queryKey: userKeys.designees(), queryFn: getDesignees }));
