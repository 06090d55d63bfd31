import { useMutation } from '@tanstack/react-query';
import type { RevealedTaxId } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';

export const revealReportTaxId = (reportId: string) =>
  apiFetch<RevealedTaxId>(`/api/ops/reports/${reportId}/pii`, { method: 'POST' });

export const useRevealReportTaxId = (reportId: string) =>
  useMutation({ mutationFn: () => revealReportTaxId(reportId) });
