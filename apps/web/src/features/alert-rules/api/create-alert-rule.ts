import type { AlertRule, AlertRuleInput } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { ALERT_RULE_HANDLED_STATUSES } from './rule-mutation';

export const createAlertRule = (input: AlertRuleInput) =>
  apiFetch<AlertRule>('/api/alert-rules', {
    method: 'POST',
    json: input,
    handledStatuses: ALERT_RULE_HANDLED_STATUSES,
  });
