import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CompleteReportInput,
  MissedRejections,
  MoveFormStageInput,
  OpsLenderRow,
  OpsLenderSettings,
  OpsQueuePage,
  OpsReportDetail,
  RecordOnlineSubmissionInput,
  RejectReportInput,
  RevealedTaxId,
  UpdateLenderSettingsInput,
} from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';

export type QueueFilters = {
  page: number;
  size: number;
  lenderId?: string;
  status?: string;
  delivery?: string;
  reportType?: string;
};

export function useOpsQueue(filters: QueueFilters) {
  const params = new URLSearchParams(
    Object.entries(filters)
      .filter(([, v]) => v !== undefined && v !== '')
      .map(([k, v]) => [k, String(v)]),
  );
  return useQuery({
    queryKey: ['ops', 'queue', filters],
    queryFn: () => apiFetch<OpsQueuePage>(`/api/ops/queue?${params}`),
    placeholderData: keepPreviousData,
  });
}

export const useOpsLenders = () =>
  useQuery({ queryKey: ['ops', 'lenders'], queryFn: () => apiFetch<OpsLenderRow[]>('/api/ops/lenders') });

export const useOpsReport = (reportId: string) =>
  useQuery({
    queryKey: ['ops', 'report', reportId],
    queryFn: () => apiFetch<OpsReportDetail>(`/api/ops/reports/${reportId}`),
  });

/** Start, reject, complete or record the 8821's online submission: the answer is the report as it is now. */
export function useReportAction(reportId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (
      action:
        | { kind: 'start' }
        | { kind: 'reject'; input: RejectReportInput }
        | { kind: 'complete'; input: CompleteReportInput }
        | { kind: 'form8821/submitted-online'; input: RecordOnlineSubmissionInput }
        | { kind: 'form8821/stage'; input: MoveFormStageInput },
    ) =>
      apiFetch<OpsReportDetail>(`/api/ops/reports/${reportId}/${action.kind}`, {
        method: 'POST',
        ...('input' in action ? { json: action.input } : {}),
      }),
    onSuccess: (detail) => {
      client.setQueryData(['ops', 'report', reportId], detail);
      void client.invalidateQueries({ queryKey: ['ops', 'queue'] });
    },
  });
}

/** Reports the IRS rejected with a code the check had not raised (decision 287). */
export const useMissedRejections = () =>
  useQuery({
    queryKey: ['ops', 'missed-rejections'],
    queryFn: () => apiFetch<MissedRejections>('/api/ops/missed-rejections'),
  });

export const useRevealReportTaxId = (reportId: string) =>
  useMutation({ mutationFn: () => apiFetch<RevealedTaxId>(`/api/ops/reports/${reportId}/pii`, { method: 'POST' }) });

export const useLenderSettings = (lenderId: string) =>
  useQuery({
    queryKey: ['ops', 'lender', lenderId],
    queryFn: () => apiFetch<OpsLenderSettings>(`/api/ops/lenders/${lenderId}`),
  });

export function useSaveLenderSettings(lenderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateLenderSettingsInput) =>
      apiFetch<OpsLenderSettings>(`/api/ops/lenders/${lenderId}`, { method: 'PUT', json: input }),
    onSuccess: (settings) => {
      client.setQueryData(['ops', 'lender', lenderId], settings);
      void client.invalidateQueries({ queryKey: ['ops', 'lenders'] });
    },
  });
}
