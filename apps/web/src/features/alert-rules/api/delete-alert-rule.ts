import { apiFetch } from '../../../shared/api/api-client';
import { ALERT_RULE_HANDLED_STATUSES, rulePath, useRuleMutation } from './rule-mutation';

export const deleteAlertRule = (id: string) =>
  apiFetch<unknown>(rulePath(id), { method: 'DELETE', handledStatuses: ALERT_RULE_HANDLED_STATUSES });

export const useDeleteAlertRule = () => useRuleMutation(deleteAlertRule);
