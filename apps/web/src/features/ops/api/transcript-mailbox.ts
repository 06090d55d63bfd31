import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReportTranscripts, TranscriptMailbox, TranscriptMailboxItem } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';

const MAILBOXES = ['ops', 'transcript-mailboxes'];
const ITEMS = ['ops', 'transcript-mailbox-items'];
const busy = (m: TranscriptMailbox) => m.status === 'QUEUED' || m.status === 'READING';

/** The latest mailbox uploads; asked again every 1.5 s while one is being filed (decision 283). */
export const useMailboxes = () =>
  useQuery({
    queryKey: MAILBOXES,
    queryFn: () => apiFetch<{ mailboxes: TranscriptMailbox[] }>('/api/ops/transcripts/mailboxes'),
    refetchInterval: (query) => (query.state.data?.mailboxes.some(busy) ? 1500 : false),
  });

/**
 * What was not filed; asked again while a mailbox is being filed, and once more when the mailboxes' states
 * change (`version`), so the last items of a mailbox that just finished show.
 */
export const useMailboxItems = (polling: boolean, version: string) =>
  useQuery({
    queryKey: [...ITEMS, version],
    queryFn: () => apiFetch<{ items: TranscriptMailboxItem[] }>('/api/ops/transcripts/mailbox-items'),
    placeholderData: keepPreviousData,
    refetchInterval: polling ? 1500 : false,
  });

export function useUploadMailbox() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('files', file);
      return apiFetch<{ id: string; fileName: string }>('/api/ops/transcripts/mailboxes', {
        method: 'POST',
        formData: body,
      });
    },
    onSuccess: () => void client.invalidateQueries({ queryKey: MAILBOXES }),
  });
}

/** File a listed item to a report, or discard it; the list is asked again after either. */
export function useMailboxItemAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: { kind: 'file'; itemId: string; reportId: string } | { kind: 'discard'; itemId: string }) =>
      apiFetch<unknown>(`/api/ops/transcripts/mailbox-items/${action.itemId}/${action.kind}`, {
        method: 'POST',
        ...(action.kind === 'file' ? { json: { reportId: action.reportId } } : {}),
      }),
    onSuccess: () => void client.invalidateQueries({ queryKey: ITEMS }),
  });
}

/** Attach a module answered before the order, with the reason: the answer is the transcripts as they are now. */
export function useAttachBeforeOrder(reportId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { moduleId: string; reason: string }) =>
      apiFetch<ReportTranscripts>(
        `/api/ops/reports/${reportId}/transcripts/modules/${input.moduleId}/attach-before-order`,
        { method: 'POST', json: { reason: input.reason } },
      ),
    onSuccess: (view) => client.setQueryData(['ops', 'report', reportId, 'transcripts'], view),
  });
}
