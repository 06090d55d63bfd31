import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Designee } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { clientKeys } from './keys';

export const getDesigneeOptions = () => apiFetch<Designee[]>('/api/designees');

/** The lender's designees, to pick one for this client's 8821. */
export const useDesigneeOptions = (enabled: boolean) =>
  useQuery(queryOptions({ queryKey: clientKeys.designeeOptions(), queryFn: getDesigneeOptions, enabled }));
