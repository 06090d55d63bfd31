import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LenderDetail, LenderUsersPage, WhitelistedUser } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';

const KEY = ['whitelist'] as const;
// Bad addresses (400), another lender's ids (404) and the lock-out question (409) are shown on the page.
const handledStatuses = [400, 404, 409] as const;

export const useLenderDetail = (lenderId: string) =>
  useQuery({
    queryKey: [...KEY, 'lender', lenderId],
    queryFn: () => apiFetch<LenderDetail>(`/api/lenders/${encodeURIComponent(lenderId)}`),
  });

export const useWhitelistedUsers = (lenderId: string) =>
  useQuery({
    queryKey: [...KEY, 'users', lenderId],
    queryFn: () => apiFetch<WhitelistedUser[]>(`/api/users/lender/${encodeURIComponent(lenderId)}/ip-whitelist`),
  });

/** Spec 2 §6: the user select lists Active users only, limit 1000. */
export const useActiveUsers = () =>
  useQuery({
    queryKey: [...KEY, 'active-users'],
    queryFn: () =>
      apiFetch<LenderUsersPage>('/api/users/lenderadmin?limit=1000&accessStatus=Active').then((r) => r.content),
  });

export type WhitelistChange = {
  /** 'lender' for the general list, otherwise the user's id. */
  target: { lenderId: string } | { userId: string };
  op: 'add' | 'remove';
  ipAddress: string;
  confirm?: boolean;
};

export function useChangeWhitelist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ target, op, ipAddress, confirm }: WhitelistChange) =>
      apiFetch<{ ipWhitelist: string[] }>(
        'lenderId' in target
          ? `/api/lenders/${encodeURIComponent(target.lenderId)}/ip-whitelist`
          : `/api/users/${encodeURIComponent(target.userId)}/ip-whitelist`,
        {
          method: op === 'add' ? 'POST' : 'DELETE',
          json: { ipAddress, ...(confirm ? { confirm } : {}) },
          handledStatuses,
        },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
