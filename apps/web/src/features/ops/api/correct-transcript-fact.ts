import type { CorrectTranscriptFactInput, ReportTranscripts } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';

/** The answer is the transcripts as they are now. */
export const correctTranscriptFact = (reportId: string, input: CorrectTranscriptFactInput) =>
  apiFetch<ReportTranscripts>(`/api/ops/reports/${reportId}/transcripts/corrections`, { method: 'POST', json: input });
