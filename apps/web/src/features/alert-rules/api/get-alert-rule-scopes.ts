import { useQuery } from '@tanstack/react-query';
import type { AlertRuleScopes } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { alertRuleKeys } from './keys';

export const getAlertRuleScopes = () => apiFetch<AlertRuleScopes>('/api/alert-rules/scopes');

export const useAlertRuleScopes = () => useQuery({ queryKey: alertRuleKeys.scopes(), queryFn: getAlertRuleScopes });
