import type { LenderUser } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { USER_HANDLED_STATUSES } from './user-mutation';

export const reactivateUser = (id: string) =>
  apiFetch<LenderUser>(`/api/users/lenderadmin/${encodeURIComponent(id)}/reactivate`, {
    method: 'POST',
    handledStatuses: USER_HANDLED_STATUSES,
  });
