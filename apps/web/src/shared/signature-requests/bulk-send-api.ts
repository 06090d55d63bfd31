import { useQuery } from '@tanstack/react-query';
import type {
  BulkSignatureJob,
  BulkSignaturePreview,
  BulkSignatureSelection,
  BulkSignatureSend,
} from '@taxlens/contracts';
import { apiFetch } from '../api/api-client';
import { signatureRequestKeys } from './keys';

// A refused selection (400) and a job not found (404) are shown in the dialog, not by the interceptor.
const HANDLED = [400, 404] as const;

/** Who a bulk send would reach and who it skips, with the reason (docs/decisions/215). Under the signature-request key: a send refreshes it. */
export const useBulkPreview = (selection: BulkSignatureSelection, enabled: boolean) =>
  useQuery({
    queryKey: signatureRequestKeys.bulkPreview(selection),
    queryFn: () =>
      apiFetch<BulkSignaturePreview>('/api/signature-requests/bulk/preview', {
        method: 'POST',
        json: selection,
        handledStatuses: HANDLED,
      }),
    enabled: enabled && selection.clientIds.length > 0,
  });

/** Starts the bulk send; the key makes a retried click answer the same job. */
export const startBulkSend = (body: BulkSignatureSend, idempotencyKey: string) =>
  apiFetch<{ jobId: string }>('/api/signature-requests/bulk', {
    method: 'POST',
    json: body,
    headers: { 'Idempotency-Key': idempotencyKey },
    handledStatuses: HANDLED,
  });

/** The bulk send's progress, polled every second until it has ended. */
export const useBulkJob = (jobId: string | null) =>
  useQuery({
    queryKey: signatureRequestKeys.bulkJob(jobId),
    queryFn: () =>
      apiFetch<BulkSignatureJob>(`/api/signature-requests/bulk/${encodeURIComponent(jobId!)}`, {
        handledStatuses: HANDLED,
      }),
    enabled: jobId !== null,
    refetchInterval: (query) =>
      query.state.data?.status === 'DONE' || query.state.data?.status === 'FAILED' ? false : 1000,
  });
