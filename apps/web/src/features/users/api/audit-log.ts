import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditFilters, AuditPage } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { downloadFile } from '../../../shared/api/download-file';

export type AuditListQuery = { page: number; size: number; userId: string; action: string; from: string; to: string };

export function auditParams(q: Omit<AuditListQuery, 'page' | 'size'>): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['userId', 'action', 'from', 'to'] as const) if (q[key]) params.set(key, q[key]);
  return params;
}

export function useAuditLog(q: AuditListQuery) {
  const params = auditParams(q);
  params.set('page', String(q.page));
  params.set('size', String(q.size));
  return useQuery({
    queryKey: ['audit-log', params.toString()],
    queryFn: () => apiFetch<AuditPage>(`/api/audit-log?${params}`),
    placeholderData: keepPreviousData,
  });
}

export const useAuditFilters = () =>
  useQuery({ queryKey: ['audit-log', 'filters'], queryFn: () => apiFetch<AuditFilters>('/api/audit-log/filters') });

/** The CSV of the filtered rows, saved through a temporary link (the call needs the CSRF header). */
export async function exportAuditLog(q: Omit<AuditListQuery, 'page' | 'size'>): Promise<void> {
  await downloadFile(`/api/audit-log/export?${auditParams(q)}`, 'audit-log.csv');
}
