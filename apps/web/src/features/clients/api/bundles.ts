import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Bundle, BundleInput } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';

const handledStatuses = [400, 404, 409] as const;

export const validateBundle = (input: BundleInput) =>
  apiFetch<{ valid: true }>('/api/neoclients/bundles/validate', { method: 'POST', json: input, handledStatuses });

/** Creates the bundle and follows its Location header, as spec 2 §7 describes. */
export async function createBundle(input: BundleInput): Promise<Bundle> {
  const created = await apiFetch<Bundle>('/api/neoclients/bundles', { method: 'POST', json: input, handledStatuses });
  return apiFetch<Bundle>(`/api/neoclients/bundles/${encodeURIComponent(created.id)}`);
}

export const updateBundle = (id: string, input: BundleInput) =>
  apiFetch<Bundle>(`/api/neoclients/bundles/${encodeURIComponent(id)}`, {
    method: 'PUT',
    json: input,
    handledStatuses,
  });

/** Validates, then saves; the client's page reloads to show the bundle. */
export function useSaveBundle(clientId: string, bundleId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: BundleInput) => {
      await validateBundle(input);
      return bundleId ? updateBundle(bundleId, input) : createBundle(input);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['clients'] }),
    meta: { clientId },
  });
}
