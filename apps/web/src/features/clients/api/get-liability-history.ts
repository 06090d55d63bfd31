import { useQuery } from '@tanstack/react-query';
import type { ClientLiabilityHistory } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { downloadFile } from '../../../shared/api/download-file';

export const useLiabilityHistory = (clientId: string) =>
  useQuery({
    queryKey: ['client', clientId, 'liability-history'],
    queryFn: ({ signal }) => apiFetch<ClientLiabilityHistory>(`/api/clients/${clientId}/liability-history`, { signal }),
  });

export const exportLiabilityHistory = (clientId: string) =>
  downloadFile(`/api/clients/${clientId}/liability-history/export`, 'client-liability-history.csv');
