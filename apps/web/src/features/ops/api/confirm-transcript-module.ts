import type { ReportTranscripts } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';

/** The answer is the transcripts as they are now. */
export const confirmTranscriptModule = (reportId: string, moduleId: string) =>
  apiFetch<ReportTranscripts>(`/api/ops/reports/${reportId}/transcripts/modules/${moduleId}/confirm`, {
    method: 'POST',
  });
