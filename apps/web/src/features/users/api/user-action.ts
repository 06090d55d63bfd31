import { deactivateUser } from './deactivate-user';
import { reactivateUser } from './reactivate-user';
import { resetTwoFactor } from './reset-two-factor';
import { useUserMutation } from './user-mutation';

export type UserAction = 'deactivate' | 'reactivate' | 'reset-two-factor';

const ACTIONS = { deactivate: deactivateUser, reactivate: reactivateUser, 'reset-two-factor': resetTwoFactor };

/** Deactivate, reactivate or reset the two-factor method of a user; the list is asked again after. */
export const useUserAction = () =>
  useUserMutation(({ id, action }: { id: string; action: UserAction }) => ACTIONS[action](id));
