import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AlertRule,
  AlertRuleDefinition,
  AlertRuleInput,
  AlertRulePreview,
  AlertRuleScopes,
} from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';

const KEY = ['alert-rules'] as const;
// Bad input (400), a rule gone meanwhile (404) and the 50-rule limit (409) are shown on the page.
const handledStatuses = [400, 404, 409] as const;
const rulePath = (id: string) => `/api/alert-rules/${encodeURIComponent(id)}`;

export const useAlertRules = () =>
  useQuery({ queryKey: [...KEY, 'list'], queryFn: () => apiFetch<AlertRule[]>('/api/alert-rules') });
export const useAlertRuleScopes = () =>
  useQuery({ queryKey: [...KEY, 'scopes'], queryFn: () => apiFetch<AlertRuleScopes>('/api/alert-rules/scopes') });

function useRuleMutation<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSettled: () => queryClient.invalidateQueries({ queryKey: KEY }) });
}

export const useSaveAlertRule = () =>
  useRuleMutation(({ id, input }: { id: string | null; input: AlertRuleInput }) =>
    id
      ? apiFetch<AlertRule>(rulePath(id), { method: 'PUT', json: input, handledStatuses })
      : apiFetch<AlertRule>('/api/alert-rules', { method: 'POST', json: input, handledStatuses }),
  );

export const useDeleteAlertRule = () =>
  useRuleMutation((id: string) => apiFetch<unknown>(rulePath(id), { method: 'DELETE', handledStatuses }));

export const usePreviewAlertRule = () =>
  useMutation({
    mutationFn: (definition: AlertRuleDefinition) =>
      apiFetch<AlertRulePreview>('/api/alert-rules/preview', { method: 'POST', json: definition, handledStatuses }),
  });
