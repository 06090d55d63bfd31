import type { ImportMapping, ImportSummary } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { IMPORT_HANDLED_STATUSES } from './handled-statuses';

export type ImportSettings = { mapping: ImportMapping; existing: 'skip' | 'update' };

export const saveImportSettings = (id: string, body: ImportSettings) =>
  apiFetch<ImportSummary>(`/api/imports/${id}/settings`, {
    method: 'PUT',
    json: body,
    handledStatuses: IMPORT_HANDLED_STATUSES,
  });
