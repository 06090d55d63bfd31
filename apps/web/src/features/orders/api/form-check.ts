import { useMutation, useQuery } from '@tanstack/react-query';
import type { FormCheck } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';

// The failures the check panel shows itself (not a PDF, too large, not your client).
const HANDLED = [400, 404, 413] as const;

/** Uploads the chosen 8821 for its pre-check (decision 274): answers the check's id at once. */
export function useStartFormCheck() {
  return useMutation({
    mutationFn: ({ clientId, file }: { clientId: string; file: File }) => {
      const body = new FormData();
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
    queryKey: ['form-check', checkId],
    queryFn: () => apiFetch<FormCheck>(`/api/form-checks/${encodeURIComponent(checkId!)}`, { handledStatuses: [404] }),
    enabled: checkId !== null,
    refetchInterval: (query) =>
      query.state.data?.status === 'done' || query.state.data?.status === 'failed' ? false : 1000,
  });

export const formCheckPageUrl = (checkId: string, page: number) =>
  `/api/form-checks/${encodeURIComponent(checkId)}/pages/${page}`;
