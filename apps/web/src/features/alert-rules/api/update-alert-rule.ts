import type { AlertRule, AlertRuleInput } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { ALERT_RULE_HANDLED_STATUSES, rulePath } from './rule-mutation';

export const updateAlertRule = (id: string, input: AlertRuleInput) =>
  apiFetch<AlertRule>(rulePath(id), { method: 'PUT', json: input, handledStatuses: ALERT_RULE_HANDLED_STATUSES });
