import type { LenderUser } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { USER_HANDLED_STATUSES } from './user-mutation';

export const deactivateUser = (id: string) =>
  apiFetch<LenderUser>(`/api/users/lenderadmin/${encodeURIComponent(id)}/deactivate`, {
    method: 'POST',
    handledStatuses: USER_HANDLED_STATUSES,
  });
