import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../shared/api/api-client';
import { esignKeys } from './keys';

/**
 * A refusal saying the request changed under the page (409: it ended or moved on; 423: the last
 * failed check locked it) reloads the view, so the page stops offering what can no longer be done.
 */
const changedUnderPage = (error: Error) => error instanceof ApiError && (error.status === 409 || error.status === 423);

/** A signer's step; `refresh` reloads the view after it succeeds. */
export function useSigningMutation<I, O>(token: string, call: (input: I) => Promise<O>, refresh: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => (refresh ? queryClient.invalidateQueries({ queryKey: esignKeys.signing(token) }) : undefined),
    onError: (error) =>
      changedUnderPage(error) ? queryClient.invalidateQueries({ queryKey: esignKeys.signing(token) }) : undefined,
  });
}
