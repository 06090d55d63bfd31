import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditPage } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { type AuditListQuery, auditParams } from './audit-params';
import { userKeys } from './keys';

export type { AuditListQuery } from './audit-params';

export const getAuditLog = (params: URLSearchParams) => apiFetch<AuditPage>(`/api/audit-log?${params}`);

export function useAuditLog(q: AuditListQuery) {
  const params = auditParams(q);
  params.set('page', String(q.page));
  params.set('size', String(q.size));
  return useQuery({
    queryKey: userKeys.auditLogPage(params.toString()),
    queryFn: () => getAuditLog(params),
    placeholderData: keepPreviousData,
  });
}
