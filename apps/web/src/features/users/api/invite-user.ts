import type { InviteUserInput, LenderUser } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { USER_HANDLED_STATUSES, useUserMutation } from './user-mutation';

export const inviteUser = (input: InviteUserInput) =>
  apiFetch<LenderUser>('/api/users/lenderadmin/invite', {
    method: 'POST',
    json: input,
    handledStatuses: USER_HANDLED_STATUSES,
  });

export const useInviteUser = () => useUserMutation(inviteUser);
