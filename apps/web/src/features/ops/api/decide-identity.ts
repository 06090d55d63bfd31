import { useMutation, useQueryClient } from '@tanstack/react-query';
import { approveIdentity } from './approve-identity';
import { opsKeys } from './keys';
import { refuseIdentity } from './refuse-identity';

/** Approve, or refuse with a reason; 409 when another operator decided first. */
export function useDecideIdentity(requestId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (decision: { kind: 'approve' } | { kind: 'refuse'; reason: string }) =>
      decision.kind === 'refuse' ? refuseIdentity(requestId, decision.reason) : approveIdentity(requestId),
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: opsKeys.identityReview(requestId) });
      await client.invalidateQueries({ queryKey: opsKeys.identityReviews() });
    },
  });
}
