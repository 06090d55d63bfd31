import { useMutation } from '@tanstack/react-query';
import type { AlertRuleDefinition, AlertRulePreview } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { ALERT_RULE_HANDLED_STATUSES } from './rule-mutation';

export const previewAlertRule = (definition: AlertRuleDefinition) =>
  apiFetch<AlertRulePreview>('/api/alert-rules/preview', {
    method: 'POST',
    json: definition,
    handledStatuses: ALERT_RULE_HANDLED_STATUSES,
  });

export const usePreviewAlertRule = () => useMutation({ mutationFn: previewAlertRule });
