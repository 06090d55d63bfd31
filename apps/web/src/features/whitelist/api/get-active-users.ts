import { useQuery } from '@tanstack/react-query';
import type { LenderUsersPage } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { whitelistKeys } from './keys';

/** Spec 2 §6: the user select lists Active users only, limit 1000. */
export const getActiveUsers = () =>
  apiFetch<LenderUsersPage>('/api/users/lenderadmin?limit=1000&accessStatus=Active').then((r) => r.content);

export const useActiveUsers = () => useQuery({ queryKey: whitelistKeys.activeUsers(), queryFn: getActiveUsers });
