import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LenderUser } from '@taxlens/contracts';
import { userKeys } from './keys';

export const USER_HANDLED_STATUSES = [400, 403, 404, 409] as const;

/** Any change to a user asks for the user list again. */
export function useUserMutation<V>(fn: (v: V) => Promise<LenderUser>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.lenderUsers() }),
  });
}
