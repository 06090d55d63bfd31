import { Badge, Button, Card, Group, Text, Title } from '@mantine/core';
import { type AlertRule, type AlertRuleScope, CLIENT_TYPES, describeRule } from '@taxlens/contracts';
import { useState } from 'react';
import { useAlertRuleScopes } from '../api/get-alert-rule-scopes';

function describeScope(scope: AlertRuleScope, bundleName: (id: string) => string): string {
  if (scope.kind === 'ALL') return 'All clients';
  if (scope.kind === 'CLIENT_TYPE')
    return `Clients of type ${CLIENT_TYPES.find((t) => t.code === scope.clientType)?.label ?? scope.clientType}`;
  return `Clients in the bundle ${bundleName(scope.bundleId)}`;
}

type Props = { rule: AlertRule; canEdit: boolean; onEdit: () => void; onDelete: () => void };

export function RuleCard({ rule, canEdit, onEdit, onDelete }: Props) {
  const scopes = useAlertRuleScopes();
  // Deleting asks once more: a deleted rule fires no more.
  const [confirming, setConfirming] = useState(false);
  const bundleName = (id: string) => scopes.data?.bundles.find((b) => b.id === id)?.name ?? 'no longer there';
  return (
    <Card withBorder padding="lg" component="article" aria-label={rule.name}>
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={2} size="h4">
            {rule.name}
          </Title>
          <Text>{describeRule(rule)}.</Text>
          <Text size="sm" c="dimmed">
            {describeScope(rule.scope, bundleName)}. Version {rule.version}.
          </Text>
        </div>
        <Badge variant="light">{rule.checkedOn === 'DAILY' ? 'Checked daily' : 'On each completed report'}</Badge>
      </Group>
      {canEdit && (
        <Group mt="sm">
          <Button variant="light" size="xs" onClick={onEdit} aria-label={`Edit ${rule.name}`}>
            Edit
          </Button>
          {confirming ? (
            <>
              <Button color="red" size="xs" onClick={onDelete} aria-label={`Confirm deleting ${rule.name}`}>
                Delete this rule
              </Button>
              <Button variant="subtle" size="xs" onClick={() => setConfirming(false)}>
                Keep it
              </Button>
            </>
          ) : (
            <Button
              variant="subtle"
              color="red"
              size="xs"
              onClick={() => setConfirming(true)}
              aria-label={`Delete ${rule.name}`}
            >
              Delete
            </Button>
          )}
        </Group>
      )}
    </Card>
  );
}
