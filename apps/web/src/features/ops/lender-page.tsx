import { Anchor, Button, Checkbox, Group, NativeSelect, NumberInput, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  CAPABILITY_STATES,
  DEFAULT_API_RATE_LIMIT_PER_MINUTE,
  ESIGN_RENEWAL_LABEL,
  ESIGN_RENEWAL_MODE_LABELS,
  ESIGN_RENEWAL_MODES,
  type EsignRenewalMode,
  IDENTITY_LEVEL_LABELS,
  IDENTITY_LEVELS,
  type IdentityLevel,
  MONITOR_TYPES,
  type OpsLenderSettings,
} from '@taxlens/contracts';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { PageSkeleton } from '../../shared/ui/page-skeleton';
import { useLenderSettings } from './api/get-lender-settings';
import { useSaveLenderSettings } from './api/save-lender-settings';
import { ErrorAlert } from './content/error-alert';
import { LenderLogoCard } from './lender-logo-card';
import { OpsNav } from './ops-nav';

const GROUPS = [
  { group: 'lender', title: 'Lender capabilities' },
  { group: 'serviceLevel', title: 'Service level capabilities' },
  { group: 'other', title: 'Other capabilities' },
] as const;

type Draft = Pick<
  OpsLenderSettings,
  | 'monitorType'
  | 'canOrderExpress'
  | 'canOrderSameDay'
  | 'apiRateLimitPerMinute'
  | 'esignRenewalMode'
  | 'esignIdentityLevels'
> & { capabilities: Record<string, string | null> };
const draftOf = (s: OpsLenderSettings): Draft => ({
  monitorType: s.monitorType,
  canOrderExpress: s.canOrderExpress,
  canOrderSameDay: s.canOrderSameDay,
  apiRateLimitPerMinute: s.apiRateLimitPerMinute,
  esignRenewalMode: s.esignRenewalMode,
  esignIdentityLevels: s.esignIdentityLevels,
  capabilities: Object.fromEntries(s.capabilities.map((c) => [c.name, c.state])),
});

/** /ops/lenders/{id}: a lender's ordering settings and capabilities (billing has its own page). */
export function OpsLenderPage() {
  const { lenderId = '' } = useParams();
  const settings = useLenderSettings(lenderId);
  const save = useSaveLenderSettings(lenderId);
  const [draft, setDraft] = useState<Draft | null>(null);
  useEffect(() => {
    if (settings.data) setDraft(draftOf(settings.data));
  }, [settings.data]);
  if (settings.isError)
    return (
      <Stack>
        <OpsNav />
        <ErrorAlert error={settings.error} />
      </Stack>
    );
  if (!settings.data || !draft) return <PageSkeleton />;
  const s = settings.data;

  const submit = () =>
    save.mutate(
      {
        ...draft,
        capabilities: Object.fromEntries(
          Object.entries(draft.capabilities).map(([k, v]) => [k, v === '' ? null : v]),
        ) as Record<string, never>,
      },
      { onSuccess: () => notifications.show({ color: 'green', message: 'Lender settings saved.' }) },
    );

  return (
    <Stack>
      <OpsNav />
      <Title order={1}>{s.companyName}</Title>
      <Text>
        {s.lenderType}
        {s.sso ? ', signs in with single sign-on' : ''}
      </Text>
      <Group>
        <Anchor component={Link} to={`/ops/lenders/${s.id}/billing`}>
          Pricing and invoices
        </Anchor>
        <Anchor component={Link} to={`/ops?lenderId=${s.id}`}>
          Open reports in the work queue
        </Anchor>
      </Group>
      <Title order={2} size="h4">
        Ordering and monitoring
      </Title>
      <Group align="end">
        <NativeSelect
          label="Monitor type"
          value={draft.monitorType}
          data={[...MONITOR_TYPES]}
          onChange={(e) => setDraft({ ...draft, monitorType: e.currentTarget.value as Draft['monitorType'] })}
        />
        <Checkbox
          label="Can order Express"
          checked={draft.canOrderExpress}
          onChange={(e) => setDraft({ ...draft, canOrderExpress: e.currentTarget.checked })}
        />
        <Checkbox
          label="Can order Same Day"
          checked={draft.canOrderSameDay}
          onChange={(e) => setDraft({ ...draft, canOrderSameDay: e.currentTarget.checked })}
        />
        <NumberInput
          label="API requests per minute per key"
          min={1}
          max={100000}
          allowDecimal={false}
          placeholder={`${DEFAULT_API_RATE_LIMIT_PER_MINUTE} (default)`}
          value={draft.apiRateLimitPerMinute ?? ''}
          onChange={(v) => setDraft({ ...draft, apiRateLimitPerMinute: typeof v === 'number' ? v : null })}
        />
      </Group>
      <Title order={2} size="h4">
        Signature requests
      </Title>
      <Group align="end">
        <NativeSelect
          label={ESIGN_RENEWAL_LABEL}
          value={draft.esignRenewalMode}
          data={ESIGN_RENEWAL_MODES.map((m) => ({ value: m, label: ESIGN_RENEWAL_MODE_LABELS[m] }))}
          onChange={(e) => setDraft({ ...draft, esignRenewalMode: e.currentTarget.value as EsignRenewalMode })}
        />
        <Text size="sm">Links live {s.esignExpiryDays} days.</Text>
      </Group>
      <Checkbox.Group
        label="Identity checks the lender may choose"
        description="At least one. Remote identity proof asks the signer for a photo ID and a selfie, which we review."
        value={draft.esignIdentityLevels}
        error={draft.esignIdentityLevels.length === 0 ? 'Allow at least one identity check' : undefined}
        onChange={(v) =>
          setDraft({ ...draft, esignIdentityLevels: IDENTITY_LEVELS.filter((l) => v.includes(l)) as IdentityLevel[] })
        }
      >
        <Group mt={4}>
          {IDENTITY_LEVELS.map((l) => (
            <Checkbox key={l} value={l} label={IDENTITY_LEVEL_LABELS[l]} />
          ))}
        </Group>
      </Checkbox.Group>
      {GROUPS.map(({ group, title }) => {
        const caps = s.capabilities.filter((c) => c.group === group);
        if (caps.length === 0) return null;
        return (
          <Stack key={group} gap="xs">
            <Title order={2} size="h4">
              {title}
            </Title>
            <Table>
              <Table.Tbody>
                {caps.map((c) => (
                  <Table.Tr key={c.name}>
                    <Table.Td>{c.name}</Table.Td>
                    <Table.Td>
                      <NativeSelect
                        aria-label={`${c.name} state`}
                        value={draft.capabilities[c.name] ?? ''}
                        data={[
                          { value: '', label: 'Not set' },
                          ...CAPABILITY_STATES.map((st) => ({ value: st, label: st })),
                        ]}
                        onChange={(e) =>
                          setDraft({
                            ...draft,
                            capabilities: { ...draft.capabilities, [c.name]: e.currentTarget.value },
                          })
                        }
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Stack>
        );
      })}
      <ErrorAlert error={save.error} />
      <Group>
        <Button onClick={submit} loading={save.isPending} disabled={draft.esignIdentityLevels.length === 0}>
          Save settings
        </Button>
      </Group>
      <LenderLogoCard
        lenderId={s.id}
        companyName={s.companyName}
        hasLogo={s.hasLogo}
        version={settings.dataUpdatedAt}
      />
    </Stack>
  );
}
