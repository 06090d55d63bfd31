import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EulaNotice } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { authKeys } from './keys';

export type EulaResponse = { pending: EulaNotice[] };

export const getEula = (): Promise<EulaResponse> => apiFetch<EulaResponse>('/api/eula');

/** Checked once per session (spec 1 §4): the answer stays cached until sign-in, sign-out or lender change. */
export const eulaQueryOptions = () =>
  queryOptions({ queryKey: authKeys.eula(), queryFn: getEula, staleTime: Infinity, gcTime: Infinity });

export const useEula = () => useQuery(eulaQueryOptions());
