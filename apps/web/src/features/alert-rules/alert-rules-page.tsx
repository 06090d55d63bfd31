import { Alert, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import {
  ALERT_RULE_DIGEST_OVER,
  type AlertRule,
  type AlertRuleInput,
  MAX_ALERT_RULES,
  passesRoleGuard,
} from '@taxlens/contracts';
import { Suspense, useState } from 'react';
import { ApiError } from '../../shared/api/api-client';
import { useSessionUser } from '../../shared/session/use-session-user';
import { PageSkeleton } from '../../shared/ui/page-skeleton';
import { preloaded } from '../../shared/ui/preloaded';
import { useDeleteAlertRule } from './api/delete-alert-rule';
import { useAlertRules } from './api/get-alert-rules';
import { useSaveAlertRule } from './api/save-alert-rule';
import { RuleCard } from './components/rule-card';

// The rule editor (selects, number fields, the preview, the form's schema) is its own chunk, asked for
// when a lender admin can edit (decision 308): the page shows the rules without it.
const RuleForm = preloaded(() => import('./components/rule-form').then((m) => m.RuleForm));
const formFallback = <Loader role="progressbar" aria-label="Loading the rule editor" />;

/** /settings/alert-rules: the lender's own alert rules; lender admins edit them, everyone else reads them. */
export function AlertRulesPage() {
  const rules = useAlertRules();
  const save = useSaveAlertRule();
  const remove = useDeleteAlertRule();
  const user = useSessionUser();
  const canEdit = passesRoleGuard(user?.userAuthorities ?? [], ['ROLE_LENDERADMIN']);
  const edit = (next: AlertRule | 'new') => {
    void RuleForm.preload().catch(() => undefined);
    setEditing(next);
  };
  // null: no form; 'new': a new rule; else the rule being edited.
  const [editing, setEditing] = useState<AlertRule | 'new' | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [saved, setSaved] = useState<string | null>(null);

  const fail = (error: unknown, fallback: string) =>
    setErrors(error instanceof ApiError && error.messages.length ? error.messages.map((m) => m.value) : [fallback]);

  const onSave = async (input: AlertRuleInput): Promise<boolean> => {
    setErrors([]);
    try {
      await save.mutateAsync({ id: editing && editing !== 'new' ? editing.id : null, input });
      setSaved(`Rule "${input.name}" saved. It applies to reports completed from now on.`);
      setEditing(null);
      return true;
    } catch (error) {
      fail(error, 'The rule could not be saved. Please try again.');
      return false;
    }
  };

  const onDelete = async (rule: AlertRule) => {
    setErrors([]);
    try {
      await remove.mutateAsync(rule.id);
      setSaved(`Rule "${rule.name}" deleted.`);
    } catch (error) {
      fail(error, 'The rule could not be deleted. Please try again.');
    }
  };

  const count = rules.data?.length ?? 0;
  return (
    <Stack>
      <Title order={1}>Alert Rules</Title>
      <Text>
        Rules you write are checked on every completed report (the 8821 expiry condition once a day). A rule that fires
        raises an alert titled with its name, mails the users whose Lender Alert Notifications setting covers the
        client, and tells your webhooks. When one check fires a rule for more than {ALERT_RULE_DIGEST_OVER} clients,
        they arrive as one digest. Up to {MAX_ALERT_RULES} rules.
      </Text>
      {saved && (
        <Alert color="green" role="status" withCloseButton onClose={() => setSaved(null)}>
          {saved}
        </Alert>
      )}
      {errors.length > 0 && (
        <Alert color="red" role="alert">
          {errors.map((m) => (
            <Text key={m}>{m}</Text>
          ))}
        </Alert>
      )}
      {/* The title and the text above need no data: drawn at once, the rules below when they arrive (decision 308). */}
      {rules.isPending ? (
        <PageSkeleton />
      ) : rules.isError ? (
        <Alert color="red">The rules could not be loaded.</Alert>
      ) : (
        rules.data.map((rule) =>
          editing !== 'new' && editing?.id === rule.id ? (
            <Card key={rule.id} withBorder padding="lg">
              <Suspense fallback={formFallback}>
                <RuleForm rule={rule} busy={save.isPending} onSave={onSave} onCancel={() => setEditing(null)} />
              </Suspense>
            </Card>
          ) : (
            <RuleCard
              key={rule.id}
              rule={rule}
              canEdit={canEdit}
              onEdit={() => edit(rule)}
              onDelete={() => void onDelete(rule)}
            />
          ),
        )
      )}
      {!rules.isPending && count === 0 && <Text c="dimmed">No alert rules yet.</Text>}
      {canEdit && editing === 'new' && (
        <Card withBorder padding="lg" component="section" aria-labelledby="new-rule-title">
          <Title order={2} size="h4" id="new-rule-title" mb="sm">
            New alert rule
          </Title>
          <Suspense fallback={formFallback}>
            <RuleForm rule={null} busy={save.isPending} onSave={onSave} onCancel={() => setEditing(null)} />
          </Suspense>
        </Card>
      )}
      {canEdit && editing === null && !rules.isPending && (
        <Group>
          <Button
            onClick={() => edit('new')}
            onPointerEnter={() => void RuleForm.preload().catch(() => undefined)}
            onFocus={() => void RuleForm.preload().catch(() => undefined)}
            disabled={count >= MAX_ALERT_RULES}
          >
            New rule
          </Button>
        </Group>
      )}
    </Stack>
  );
}
