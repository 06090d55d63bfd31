import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AccessStatus, LenderUsersPage } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { userKeys } from './keys';

export type UserListQuery = { page: number; size: number; accessStatus: AccessStatus | ''; q: string };

export const getLenderUsers = (params: URLSearchParams) =>
  apiFetch<LenderUsersPage>(`/api/users/lenderadmin?${params}`);

export function useLenderUsers(query: UserListQuery) {
  const params = new URLSearchParams({ limit: String(query.size), page: String(query.page) });
  if (query.accessStatus) params.set('accessStatus', query.accessStatus);
  if (query.q.trim()) params.set('q', query.q.trim());
  return useQuery({
    queryKey: userKeys.lenderUsersPage(params.toString()),
    queryFn: () => getLenderUsers(params),
    placeholderData: keepPreviousData,
  });
}
