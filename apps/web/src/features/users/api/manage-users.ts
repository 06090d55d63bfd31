import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccessStatus, InviteUserInput, LenderUser, LenderUserUpdate, LenderUsersPage } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';

const KEY = ['lender-users'] as const;
const handledStatuses = [400, 403, 404, 409] as const;

export type UserListQuery = { page: number; size: number; accessStatus: AccessStatus | ''; q: string };

export function useLenderUsers(query: UserListQuery) {
  const params = new URLSearchParams({ limit: String(query.size), page: String(query.page) });
  if (query.accessStatus) params.set('accessStatus', query.accessStatus);
  if (query.q.trim()) params.set('q', query.q.trim());
  return useQuery({
    queryKey: [...KEY, params.toString()],
    queryFn: () => apiFetch<LenderUsersPage>(`/api/users/lenderadmin?${params}`),
    placeholderData: keepPreviousData,
  });
}

function useUserMutation<V>(fn: (v: V) => Promise<LenderUser>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }) });
}

export const useInviteUser = () =>
  useUserMutation((input: InviteUserInput) =>
    apiFetch<LenderUser>('/api/users/lenderadmin/invite', { method: 'POST', json: input, handledStatuses }),
  );
export const updateLenderUser = (id: string, input: LenderUserUpdate) =>
  apiFetch<LenderUser>(`/api/users/lenderadmin/update/${encodeURIComponent(id)}`, {
    method: 'POST',
    json: input,
    handledStatuses,
  });
export const useUserAction = () =>
  useUserMutation(({ id, action }: { id: string; action: 'deactivate' | 'reactivate' | 'reset-two-factor' }) =>
    apiFetch<LenderUser>(`/api/users/lenderadmin/${encodeURIComponent(id)}/${action}`, {
      method: 'POST',
      handledStatuses,
    }),
  );
