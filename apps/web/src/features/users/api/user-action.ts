import type { LenderUser } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { USER_HANDLED_STATUSES, useUserMutation } from './user-mutation';

export type UserAction = 'deactivate' | 'reactivate' | 'reset-two-factor';

/** POST /api/users/lenderadmin/{id}/{deactivate|reactivate|reset-two-factor}: one route family, the action in the path. */
export const runUserAction = (id: string, action: UserAction) =>
  apiFetch<LenderUser>(`/api/users/lenderadmin/${encodeURIComponent(id)}/${action}`, {
    method: 'POST',
    handledStatuses: USER_HANDLED_STATUSES,
  });

export const useUserAction = () =>
  useUserMutation(({ id, action }: { id: string; action: UserAction }) => runUserAction(id, action));
