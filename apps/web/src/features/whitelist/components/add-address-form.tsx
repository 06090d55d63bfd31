import { Button, Group, Select, TextInput } from '@mantine/core';
import { useState } from 'react';

type Props = {
  /** With users, the form also asks 'Select a user' (required). */
  users?: Array<{ value: string; label: string }>;
  busy: boolean;
  label: string;
  onAdd: (ipAddress: string, userId: string | null) => Promise<boolean>;
};

/** Spec 2 §5: IP (and user) required; Add is disabled while the form is invalid. The form resets after each try. */
export function AddAddressForm({ users, busy, label, onAdd }: Props) {
  const [ip, setIp] = useState('');
  const [userId, setUserId] = useState<string | null>(null);
  const valid = ip.trim() !== '' && (!users || userId !== null);

  const submit = async () => {
    if (!valid) return;
    const [sentIp, sentUser] = [ip.trim(), userId];
    await onAdd(sentIp, sentUser);
    // The answer comes after the lists refetch: keep whatever was typed or picked meanwhile.
    setIp((current) => (current.trim() === sentIp ? '' : current));
    setUserId((current) => (current === sentUser ? null : current));
  };

  return (
    <form
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Group align="flex-end" wrap="wrap">
        <TextInput
          label="IP address"
          placeholder="Valid IP Address"
          required
          value={ip}
          onChange={(e) => setIp(e.currentTarget.value)}
        />
        {users && (
          <Select
            label="User"
            placeholder="Select a user"
            required
            data={users}
            value={userId}
            onChange={setUserId}
            searchable
            nothingFoundMessage="No active users"
          />
        )}
        <Button type="submit" disabled={!valid || busy}>
          Add
        </Button>
      </Group>
    </form>
  );
}
