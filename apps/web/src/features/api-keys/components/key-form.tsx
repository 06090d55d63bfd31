import { Button, Checkbox, Group, Radio, Stack, Textarea, TextInput } from '@mantine/core';
import {
  API_KEY_SCOPE_LABELS,
  API_KEY_SCOPES,
  type ApiKeyInput,
  type ApiKeyMode,
  type ApiKeyScope,
} from '@taxlens/contracts';
import { useState } from 'react';

type Props = { busy: boolean; onSubmit: (input: ApiKeyInput) => Promise<boolean> };

/** Creates a key: a name, live or test, its scopes, an optional expiry date and source addresses. */
export function KeyForm({ busy, onSubmit }: Props) {
  const [name, setName] = useState('');
  const [mode, setMode] = useState<ApiKeyMode>('test');
  const [scopes, setScopes] = useState<string[]>(['read']);
  const [expiresOn, setExpiresOn] = useState('');
  const [addresses, setAddresses] = useState('');
  const valid = name.trim() !== '' && (scopes.includes('read') || scopes.includes('write'));

  const submit = () => {
    const input: ApiKeyInput = {
      name: name.trim(),
      mode,
      scopes: scopes as ApiKeyScope[],
      sourceAddresses: addresses.split(/[\s,]+/).filter(Boolean),
      // The end of the chosen day, in the reader's zone.
      ...(expiresOn ? { expiresAt: new Date(`${expiresOn}T23:59:59`).toISOString() } : {}),
    };
    void onSubmit(input).then((saved) => {
      if (saved) {
        setName('');
        setAddresses('');
        setExpiresOn('');
      }
    });
  };

  return (
    <form
      aria-label="Create an API key"
      onSubmit={(e) => {
        e.preventDefault();
        if (valid) submit();
      }}
    >
      <Stack gap="sm">
        <TextInput
          label="Key name"
          description="Shown as the user of what the key does, e.g. “API: Loan system”. At most 80 characters."
          required
          maxLength={80}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
        />
        <Radio.Group label="Mode" value={mode} onChange={(v) => setMode(v as ApiKeyMode)}>
          <Group mt="xs">
            <Radio
              value="test"
              label="Test: its clients and orders are kept apart, never billed, and complete by themselves"
            />
            <Radio value="live" label="Live: real clients and orders, billed as usual" />
          </Group>
        </Radio.Group>
        <Checkbox.Group
          label="Scopes"
          value={scopes}
          onChange={setScopes}
          required
          error={valid || name === '' ? undefined : 'Choose read or write.'}
        >
          <Stack gap={4} mt="xs">
            {API_KEY_SCOPES.map((scope) => (
              <Checkbox key={scope} value={scope} label={API_KEY_SCOPE_LABELS[scope]} />
            ))}
          </Stack>
        </Checkbox.Group>
        <TextInput
          type="date"
          label="Expires on (optional)"
          description="Leave empty for a key that does not expire."
          value={expiresOn}
          onChange={(e) => setExpiresOn(e.currentTarget.value)}
        />
        <Textarea
          label="Source addresses (optional)"
          description="IP addresses or CIDR ranges, one per line; the key is refused from anywhere else. Your company's IP whitelist applies as well."
          autosize
          minRows={2}
          value={addresses}
          onChange={(e) => setAddresses(e.currentTarget.value)}
        />
        <Group>
          <Button type="submit" disabled={!valid || busy} loading={busy}>
            Create key
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
