import { Button, Group, Radio, Select, Stack, Text, TextInput } from '@mantine/core';
import {
  type AlertCondition,
  type AlertRule,
  type AlertRuleDefinition,
  type AlertRuleInput,
  alertRuleInputSchema,
  type AlertRuleScope,
  CLIENT_TYPES,
} from '@taxlens/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError } from '../../../shared/api/api-client';
import { bodyResolver } from '../../../shared/forms/body-resolver';
import { useSessionUser } from '../../../shared/session/use-session-user';
import { useAlertRuleScopes } from '../api/get-alert-rule-scopes';
import { usePreviewAlertRule } from '../api/preview-alert-rule';
import { ConditionRow, defaultCondition } from './condition-row';
import { RulePreview } from './rule-preview';

const SCOPE_KINDS = [
  { value: 'ALL', label: 'All clients' },
  { value: 'CLIENT_TYPE', label: 'A client type' },
  { value: 'BUNDLE', label: 'A bundle' },
];
const MAX_CONDITIONS = 10;

// The server's body; the form also asks for a name (the alert's title) before Save is offered.
const resolver = bodyResolver(
  alertRuleInputSchema.extend({ name: alertRuleInputSchema.shape.name.min(1, 'Name is required') }),
  (values: AlertRuleInput) => values,
);

type Props = {
  rule: AlertRule | null;
  busy: boolean;
  onSave: (input: AlertRuleInput) => Promise<boolean>;
  onCancel: () => void;
};

/** A rule built without code: a name, conditions joined by all / any, and whom it covers; previewed before saving. */
export function RuleForm({ rule, busy, onSave, onCancel }: Props) {
  const { register, handleSubmit, watch, setValue } = useForm<AlertRuleInput>({
    resolver,
    defaultValues: {
      name: rule?.name ?? '',
      match: rule?.match ?? 'ALL',
      scope: rule?.scope ?? { kind: 'ALL' },
      conditions: rule?.conditions ?? [defaultCondition('LIABILITY_ABOVE')],
    },
  });
  const [invalid, setInvalid] = useState<string | null>(null);
  const [name, match, scope, conditions] = watch(['name', 'match', 'scope', 'conditions']);
  // The definition is built by the rows and selects below, not typed into inputs: set as a whole.
  const setMatch = (next: AlertRuleDefinition['match']) => setValue('match', next);
  const setScope = (next: AlertRuleScope) => setValue('scope', next);
  const setConditions = (next: AlertCondition[]) => setValue('conditions', next);
  const scopes = useAlertRuleScopes();
  const preview = usePreviewAlertRule();
  const timeZone = useSessionUser()?.timeZone;
  const definition: AlertRuleDefinition = { match, scope, conditions };
  const scopeChosen = scope.kind !== 'BUNDLE' || scope.bundleId !== '';
  const valid = name.trim() !== '' && conditions.length > 0 && scopeChosen;
  const previewError =
    preview.error instanceof ApiError
      ? preview.error.messages.map((m) => m.value).join(' ')
      : preview.error
        ? 'The preview could not be made.'
        : null;

  const change = (next: () => void) => {
    next();
    setInvalid(null);
    preview.reset();
  };

  return (
    <form
      aria-label={rule ? `Edit ${rule.name}` : 'New alert rule'}
      onSubmit={(event) => {
        setInvalid(null);
        if (!valid) return event.preventDefault();
        void handleSubmit(
          (input) => void onSave(input),
          // The schema's sentence where a condition's figure or the scope is refused before sending.
          (errors) => setInvalid(Object.values(errors)[0]?.message ?? null),
        )(event);
      }}
    >
      <Stack gap="sm">
        <TextInput
          label="Name"
          description="The alert's title. At most 100 characters."
          required
          maxLength={100}
          {...register('name')}
        />
        <Radio.Group
          label="Fire when"
          value={match}
          onChange={(v) => change(() => setMatch(v as AlertRuleDefinition['match']))}
        >
          <Group mt="xs">
            <Radio value="ALL" label="All conditions hold" />
            <Radio value="ANY" label="Any condition holds" />
          </Group>
        </Radio.Group>
        {conditions.map((c, i) => (
          <ConditionRow
            key={i}
            index={i}
            condition={c}
            removable={conditions.length > 1}
            onChange={(next) => change(() => setConditions(conditions.map((x, j) => (j === i ? next : x))))}
            onRemove={() => change(() => setConditions(conditions.filter((_, j) => j !== i)))}
          />
        ))}
        {conditions.length < MAX_CONDITIONS && (
          <Group>
            <Button
              variant="light"
              onClick={() => change(() => setConditions([...conditions, defaultCondition('RISK_BECOMES_HIGH')]))}
            >
              Add a condition
            </Button>
          </Group>
        )}
        <Group align="flex-end">
          <Select
            label="Clients"
            data={SCOPE_KINDS}
            value={scope.kind}
            allowDeselect={false}
            onChange={(kind) =>
              change(() =>
                setScope(
                  kind === 'CLIENT_TYPE'
                    ? { kind, clientType: CLIENT_TYPES[0].code }
                    : kind === 'BUNDLE'
                      ? { kind, bundleId: scopes.data?.bundles[0]?.id ?? '' }
                      : { kind: 'ALL' },
                ),
              )
            }
          />
          {scope.kind === 'CLIENT_TYPE' && (
            <Select
              label="Client type"
              data={CLIENT_TYPES.map((t) => ({ value: t.code, label: t.label }))}
              value={scope.clientType}
              allowDeselect={false}
              onChange={(v) => v && change(() => setScope({ kind: 'CLIENT_TYPE', clientType: v }))}
            />
          )}
          {scope.kind === 'BUNDLE' && (
            <Select
              label="Bundle"
              data={(scopes.data?.bundles ?? []).map((b) => ({ value: b.id, label: b.name }))}
              value={scope.bundleId || null}
              nothingFoundMessage="No bundles yet"
              onChange={(v) => v && change(() => setScope({ kind: 'BUNDLE', bundleId: v }))}
            />
          )}
        </Group>
        {preview.data && <RulePreview preview={preview.data} timeZone={timeZone} />}
        {(previewError ?? invalid) && (
          <Text c="red" role="alert">
            {previewError ?? invalid}
          </Text>
        )}
        <Group>
          <Button variant="default" disabled={!valid || preview.isPending} onClick={() => preview.mutate(definition)}>
            Preview
          </Button>
          <Button type="submit" disabled={!valid || busy}>
            Save rule
          </Button>
          <Button variant="subtle" onClick={onCancel}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
