import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addLenderAddress } from './add-lender-address';
import { addUserAddress } from './add-user-address';
import { whitelistKeys } from './keys';
import { removeLenderAddress } from './remove-lender-address';
import { removeUserAddress } from './remove-user-address';

export type WhitelistChange = {
  /** 'lender' for the general list, otherwise the user's id. */
  target: { lenderId: string } | { userId: string };
  op: 'add' | 'remove';
  ipAddress: string;
  confirm?: boolean;
};

function changeWhitelist({ target, op, ...change }: WhitelistChange) {
  if ('lenderId' in target)
    return op === 'add' ? addLenderAddress(target.lenderId, change) : removeLenderAddress(target.lenderId, change);
  return op === 'add' ? addUserAddress(target.userId, change) : removeUserAddress(target.userId, change);
}

export function useChangeWhitelist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeWhitelist,
    onSettled: () => queryClient.invalidateQueries({ queryKey: whitelistKeys.all }),
  });
}
