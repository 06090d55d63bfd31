import { useQuery } from '@tanstack/react-query';
import type { WhitelistedUser } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { whitelistKeys } from './keys';

export const getWhitelistedUsers = (lenderId: string) =>
  apiFetch<WhitelistedUser[]>(`/api/users/lender/${encodeURIComponent(lenderId)}/ip-whitelist`);

export const useWhitelistedUsers = (lenderId: string) =>
  useQuery({ queryKey: whitelistKeys.users(lenderId), queryFn: () => getWhitelistedUsers(lenderId) });
