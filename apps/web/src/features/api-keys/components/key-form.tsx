import { Button, Checkbox, Group, Radio, Stack, Textarea, TextInput } from '@mantine/core';
import {
  API_KEY_SCOPE_LABELS,
  API_KEY_SCOPES,
  type ApiKeyInput,
  apiKeyInputSchema,
  type ApiKeyMode,
  type ApiKeyScope,
} from '@taxlens/contracts';
import { Controller, useForm } from 'react-hook-form';
import { bodyResolver } from '../../../shared/forms/body-resolver';

type Props = { busy: boolean; onSubmit: (input: ApiKeyInput) => Promise<boolean> };
type KeyValues = { name: string; mode: ApiKeyMode; scopes: string[]; expiresOn: string; addresses: string };

/** POST /api/api-keys's body from the fields: the expiry day as a time, the addresses as a list. */
const toBody = (v: KeyValues): ApiKeyInput => ({
  name: v.name,
  mode: v.mode,
  scopes: v.scopes as ApiKeyScope[],
  sourceAddresses: v.addresses.split(/[\s,]+/).filter(Boolean),
  // The end of the chosen day, in the reader's zone.
  ...(v.expiresOn ? { expiresAt: new Date(`${v.expiresOn}T23:59:59`).toISOString() } : {}),
});
const resolver = bodyResolver(apiKeyInputSchema, toBody, ([field]) =>
  field === 'sourceAddresses' ? 'addresses' : field === 'expiresAt' ? 'expiresOn' : (field as string | undefined),
);

/** Creates a key: a name, live or test, its scopes, an optional expiry date and source addresses. */
export function KeyForm({ busy, onSubmit }: Props) {
  const { register, control, handleSubmit, formState, watch, resetField } = useForm<KeyValues, unknown, ApiKeyInput>({
    resolver,
    mode: 'onChange',
    defaultValues: { name: '', mode: 'test', scopes: ['read'], expiresOn: '', addresses: '' },
  });
  const name = watch('name');

  const submit = (input: ApiKeyInput) =>
    void onSubmit(input).then((saved) => {
      if (saved) for (const field of ['name', 'addresses', 'expiresOn'] as const) resetField(field);
    });

  return (
    <form aria-label="Create an API key" onSubmit={handleSubmit(submit)}>
      <Stack gap="sm">
        <TextInput
          label="Key name"
          description="Shown as the user of what the key does, e.g. “API: Loan system”. At most 80 characters."
          required
          maxLength={80}
          {...register('name')}
        />
        <Controller
          control={control}
          name="mode"
          render={({ field }) => (
            <Radio.Group label="Mode" value={field.value} onChange={(v) => field.onChange(v as ApiKeyMode)}>
              <Group mt="xs">
                <Radio
                  value="test"
                  label="Test: its clients and orders are kept apart, never billed, and complete by themselves"
                />
                <Radio value="live" label="Live: real clients and orders, billed as usual" />
              </Group>
            </Radio.Group>
          )}
        />
        <Controller
          control={control}
          name="scopes"
          render={({ field }) => (
            <Checkbox.Group
              label="Scopes"
              value={field.value}
              onChange={field.onChange}
              required
              // Said once a name is typed: the checkboxes are what still keeps the key back.
              error={formState.errors.scopes && name !== '' ? 'Choose read or write.' : undefined}
            >
              <Stack gap={4} mt="xs">
                {API_KEY_SCOPES.map((scope) => (
                  <Checkbox key={scope} value={scope} label={API_KEY_SCOPE_LABELS[scope]} />
                ))}
              </Stack>
            </Checkbox.Group>
          )}
        />
        <TextInput
          type="date"
          label="Expires on (optional)"
          description="Leave empty for a key that does not expire."
          {...register('expiresOn')}
        />
        <Textarea
          label="Source addresses (optional)"
          description="IP addresses or CIDR ranges, one per line; the key is refused from anywhere else. Your company's IP whitelist applies as well."
          autosize
          minRows={2}
          {...register('addresses')}
        />
        <Group>
          <Button type="submit" disabled={!formState.isValid || busy} loading={busy}>
            Create key
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
