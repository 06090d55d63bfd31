import type { LenderUser, LenderUserUpdate } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { USER_HANDLED_STATUSES } from './user-mutation';

export const updateLenderUser = (id: string, input: LenderUserUpdate) =>
  apiFetch<LenderUser>(`/api/users/lenderadmin/update/${encodeURIComponent(id)}`, {
    method: 'POST',
    json: input,
    handledStatuses: USER_HANDLED_STATUSES,
  });
