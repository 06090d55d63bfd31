import { useMutation, useQuery } from '@tanstack/react-query';
import type { FormCheck, FormPreCheckFields } from '@taxlens/contracts';
import { apiFetch } from '../api/api-client';
import { sharedKeys } from '../api/keys';

// The failures the check panel shows itself (not a PDF, too large, not your client).
const HANDLED = [400, 404, 413] as const;

/**
 * Uploads the chosen 8821 for its pre-check (decision 274) with the product and add-ons of the order
 * being placed, when there is one (decision 285: their line 3 needs): answers the check's id at once.
 */
export function useStartFormCheck() {
  return useMutation({
    mutationFn: ({
      clientId,
      file,
      order,
    }: {
      clientId: string;
      file: File;
      order?: FormPreCheckFields | undefined;
    }) => {
      const body = new FormData();
      for (const [name, value] of Object.entries(order ?? {}))
        if (value !== undefined && value !== null) body.append(name, String(value));
      body.append('file', file);
      return apiFetch<{ id: string; status: FormCheck['status'] }>(
        `/api/form-checks/client/${encodeURIComponent(clientId)}`,
        { method: 'POST', formData: body, handledStatuses: HANDLED },
      );
    },
  });
}

/** The check, polled every second until it has ended. */
export const useFormCheck = (checkId: string | null) =>
  useQuery({
    queryKey: sharedKeys.formCheck(checkId),
    queryFn: () => apiFetch<FormCheck>(`/api/form-checks/${encodeURIComponent(checkId!)}`, { handledStatuses: [404] }),
    enabled: checkId !== null,
    refetchInterval: (query) =>
      query.state.data?.status === 'done' || query.state.data?.status === 'failed' ? false : 1000,
  });

export const formCheckPageUrl = (checkId: string, page: number) =>
  `/api/form-checks/${encodeURIComponent(checkId)}/pages/${page}`;
