import { useQuery } from '@tanstack/react-query';
import type { AuditFilters } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { userKeys } from './keys';

export const getAuditFilters = () => apiFetch<AuditFilters>('/api/audit-log/filters');

export const useAuditFilters = () => useQuery({ queryKey: userKeys.auditFilters(), queryFn: getAuditFilters });
