import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BundleInput } from '@taxlens/contracts';
import { createBundle } from './create-bundle';
import { clientKeys } from './keys';
import { updateBundle } from './update-bundle';
import { validateBundle } from './validate-bundle';

/** Validates, then saves; the client's page reloads to show the bundle. */
export function useSaveBundle(clientId: string, bundleId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: BundleInput) => {
      await validateBundle(input);
      return bundleId ? updateBundle(bundleId, input) : createBundle(input);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKeys.all }),
    meta: { clientId },
  });
}
