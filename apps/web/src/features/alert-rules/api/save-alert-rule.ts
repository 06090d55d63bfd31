import type { AlertRuleInput } from '@taxlens/contracts';
import { createAlertRule } from './create-alert-rule';
import { useRuleMutation } from './rule-mutation';
import { updateAlertRule } from './update-alert-rule';

/** Creates (no id) or updates a rule. */
export const useSaveAlertRule = () =>
  useRuleMutation(({ id, input }: { id: string | null; input: AlertRuleInput }) =>
    id ? updateAlertRule(id, input) : createAlertRule(input),
  );
