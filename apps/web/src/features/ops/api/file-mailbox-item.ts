import { apiFetch } from '../../../shared/api/api-client';

/** Files a listed mailbox item to a report. */
export const fileMailboxItem = (itemId: string, reportId: string) =>
  apiFetch<unknown>(`/api/ops/transcripts/mailbox-items/${itemId}/file`, { method: 'POST', json: { reportId } });
