import { apiFetch } from '../../../shared/api/api-client';
import { IMPORT_HANDLED_STATUSES } from './handled-statuses';

/** "Then order" (decision 178): one order per imported client with a usable 8821 on file, as a background job. */
export const orderImportedClients = (id: string, product: string) =>
  apiFetch<{ jobId: string }>(`/api/imports/${encodeURIComponent(id)}/order`, {
    method: 'POST',
    json: { product },
    handledStatuses: IMPORT_HANDLED_STATUSES,
  });
