import { useQuery } from '@tanstack/react-query';
import type { AlertRule } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { alertRuleKeys } from './keys';

export const getAlertRules = () => apiFetch<AlertRule[]>('/api/alert-rules');

export const useAlertRules = () => useQuery({ queryKey: alertRuleKeys.list(), queryFn: getAlertRules });
