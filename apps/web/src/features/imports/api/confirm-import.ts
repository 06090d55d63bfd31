import type { ImportSummary } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { IMPORT_HANDLED_STATUSES } from './handled-statuses';

export const confirmImport = (id: string) =>
  apiFetch<ImportSummary>(`/api/imports/${id}/confirm`, { method: 'POST', handledStatuses: IMPORT_HANDLED_STATUSES });
