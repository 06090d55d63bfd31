import { apiFetch } from '../../../shared/api/api-client';

export const discardMailboxItem = (itemId: string) =>
  apiFetch<unknown>(`/api/ops/transcripts/mailbox-items/${itemId}/discard`, { method: 'POST' });
