import { useMutation, useQueryClient } from '@tanstack/react-query';
import { alertRuleKeys } from './keys';

// Bad input (400), a rule gone meanwhile (404) and the 50-rule limit (409) are shown on the page.
export const ALERT_RULE_HANDLED_STATUSES = [400, 404, 409] as const;
export const rulePath = (id: string) => `/api/alert-rules/${encodeURIComponent(id)}`;

/** Any change to a rule asks for the rules again. */
export function useRuleMutation<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: alertRuleKeys.all }),
  });
}
