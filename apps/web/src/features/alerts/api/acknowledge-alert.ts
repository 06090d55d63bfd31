import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AlertsPage } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { alertKeys } from './keys';

export const acknowledgeAlert = (id: string) =>
  apiFetch<{ alertId: string }>(`/api/notifications/portal/alerts/${encodeURIComponent(id)}/acknowledge`, {
    method: 'PATCH',
  });

/** Dismissing removes the alert from every loaded list and refreshes the bell's count. */
export function useAcknowledgeAlert(lenderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acknowledgeAlert,
    onSuccess: (_answer, id) => {
      queryClient.setQueriesData<InfiniteData<AlertsPage>>(
        { queryKey: alertKeys.lists(lenderId) },
        (data) =>
          data && { ...data, pages: data.pages.map((p) => ({ ...p, content: p.content.filter((a) => a.id !== id) })) },
      );
      void queryClient.invalidateQueries({ queryKey: alertKeys.totalUnread(lenderId) });
    },
  });
}
