import { Button, Checkbox, Group, NativeSelect, NumberInput, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  CAPABILITY_STATES,
  DEFAULT_API_RATE_LIMIT_PER_MINUTE,
  ESIGN_RENEWAL_LABEL,
  ESIGN_RENEWAL_MODE_LABELS,
  ESIGN_RENEWAL_MODES,
  IDENTITY_LEVEL_LABELS,
  IDENTITY_LEVELS,
  type IdentityLevel,
  MONITOR_TYPES,
  type OpsLenderSettings,
  type UpdateLenderSettingsInput,
  updateLenderSettingsSchema,
} from '@taxlens/contracts';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { bodyResolver } from '../../shared/forms/body-resolver';
import type { useSaveLenderSettings } from './api/save-lender-settings';
import { ErrorAlert } from './content/error-alert';

const GROUPS = [
  { group: 'lender', title: 'Lender capabilities' },
  { group: 'serviceLevel', title: 'Service level capabilities' },
  { group: 'other', title: 'Other capabilities' },
] as const;

/** The fields: the settings as shown, a capability's state '' while it is not set. */
type Draft = Omit<UpdateLenderSettingsInput, 'capabilities' | 'esignRenewalMode' | 'esignIdentityLevels'> &
  Pick<OpsLenderSettings, 'esignRenewalMode' | 'esignIdentityLevels'> & { capabilities: Record<string, string | null> };
const draftOf = (s: OpsLenderSettings): Draft => ({
  monitorType: s.monitorType,
  canOrderExpress: s.canOrderExpress,
  canOrderSameDay: s.canOrderSameDay,
  apiRateLimitPerMinute: s.apiRateLimitPerMinute,
  esignRenewalMode: s.esignRenewalMode,
  esignIdentityLevels: s.esignIdentityLevels,
  capabilities: Object.fromEntries(s.capabilities.map((c) => [c.name, c.state])),
});

/** The body of PUT /api/ops/lenders/{id}, checked with the server's schema: a state left '' removes the capability. */
const resolver = bodyResolver(updateLenderSettingsSchema, (draft: Draft) => ({
  ...draft,
  capabilities: Object.fromEntries(Object.entries(draft.capabilities).map(([k, v]) => [k, v === '' ? null : v])),
}));

type Props = { settings: OpsLenderSettings; save: ReturnType<typeof useSaveLenderSettings> };

/** A lender's ordering, monitoring and signature settings and its capabilities, saved together. */
export function LenderSettingsForm({ settings: s, save }: Props) {
  const { control, register, handleSubmit, reset, watch } = useForm<Draft, unknown, UpdateLenderSettingsInput>({
    resolver,
    defaultValues: draftOf(s),
  });
  // The saved settings come back from the server: the form shows them.
  useEffect(() => reset(draftOf(s)), [s, reset]);
  const noIdentityCheck = watch('esignIdentityLevels').length === 0;

  const submit = handleSubmit((input) =>
    save.mutate(input, { onSuccess: () => notifications.show({ color: 'green', message: 'Lender settings saved.' }) }),
  );

  return (
    <form aria-label="Lender settings" onSubmit={(event) => void submit(event)}>
      <Stack>
        <Title order={2} size="h4">
          Ordering and monitoring
        </Title>
        <Group align="end">
          <Controller
            control={control}
            name="monitorType"
            render={({ field }) => (
              <NativeSelect
                label="Monitor type"
                value={field.value}
                data={[...MONITOR_TYPES]}
                onChange={(e) => field.onChange(e.currentTarget.value as Draft['monitorType'])}
              />
            )}
          />
          <Checkbox label="Can order Express" {...register('canOrderExpress')} />
          <Checkbox label="Can order Same Day" {...register('canOrderSameDay')} />
          <Controller
            control={control}
            name="apiRateLimitPerMinute"
            render={({ field }) => (
              <NumberInput
                label="API requests per minute per key"
                min={1}
                max={100000}
                allowDecimal={false}
                placeholder={`${DEFAULT_API_RATE_LIMIT_PER_MINUTE} (default)`}
                value={field.value ?? ''}
                onChange={(v) => field.onChange(typeof v === 'number' ? v : null)}
              />
            )}
          />
        </Group>
        <Title order={2} size="h4">
          Signature requests
        </Title>
        <Group align="end">
          <Controller
            control={control}
            name="esignRenewalMode"
            render={({ field }) => (
              <NativeSelect
                label={ESIGN_RENEWAL_LABEL}
                value={field.value}
                data={ESIGN_RENEWAL_MODES.map((m) => ({ value: m, label: ESIGN_RENEWAL_MODE_LABELS[m] }))}
                onChange={(e) => field.onChange(e.currentTarget.value)}
              />
            )}
          />
          <Text size="sm">Links live {s.esignExpiryDays} days.</Text>
        </Group>
        <Controller
          control={control}
          name="esignIdentityLevels"
          render={({ field }) => (
            <Checkbox.Group
              label="Identity checks the lender may choose"
              description="At least one. Remote identity proof asks the signer for a photo ID and a selfie, which we review."
              value={field.value}
              error={noIdentityCheck ? 'Allow at least one identity check' : undefined}
              onChange={(v) => field.onChange(IDENTITY_LEVELS.filter((l) => v.includes(l)) as IdentityLevel[])}
            >
              <Group mt={4}>
                {IDENTITY_LEVELS.map((l) => (
                  <Checkbox key={l} value={l} label={IDENTITY_LEVEL_LABELS[l]} />
                ))}
              </Group>
            </Checkbox.Group>
          )}
        />
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
                        <Controller
                          control={control}
                          name={`capabilities.${c.name}`}
                          render={({ field }) => (
                            <NativeSelect
                              aria-label={`${c.name} state`}
                              value={field.value ?? ''}
                              data={[
                                { value: '', label: 'Not set' },
                                ...CAPABILITY_STATES.map((st) => ({ value: st, label: st })),
                              ]}
                              onChange={(e) => field.onChange(e.currentTarget.value)}
                            />
                          )}
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
          <Button type="submit" loading={save.isPending} disabled={noIdentityCheck}>
            Save settings
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
