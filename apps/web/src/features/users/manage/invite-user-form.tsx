import { Alert, Button, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { GRANTABLE_ROLES, type InviteUserInput, ROLE_LABELS, type Role } from '@taxlens/contracts';
import { useState } from 'react';
import { ApiError } from '../../../shared/api/api-client';

type Props = { busy: boolean; error: unknown; onCancel: () => void; onSubmit: (input: InviteUserInput) => void };

/** Invite a user: e-mail (also the username), name and role; the activation link is mailed. */
export function InviteUserForm({ busy, error, onCancel, onSubmit }: Props) {
  const [v, setV] = useState<InviteUserInput>({ email: '', firstName: '', lastName: '', role: 'ROLE_LENDER' });
  // Read the value now: the event's currentTarget is gone by the time a state updater runs.
  const set = (field: keyof InviteUserInput) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    const value = e.currentTarget.value;
    setV((x) => ({ ...x, [field]: value }));
  };
  const valid = /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.email.trim()) && v.firstName.trim() && v.lastName.trim();
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (valid) onSubmit(v);
      }}
    >
      <Stack gap="sm">
        {error instanceof ApiError && (
          <Alert color="red" role="alert">
            {error.messages.map((m) => m.value).join(' ')}
          </Alert>
        )}
        <TextInput label="Email" type="email" withAsterisk value={v.email} onChange={set('email')} />
        <Group grow>
          <TextInput label="First Name" withAsterisk value={v.firstName} onChange={set('firstName')} />
          <TextInput label="Last Name" withAsterisk value={v.lastName} onChange={set('lastName')} />
        </Group>
        <NativeSelect
          label="Role"
          withAsterisk
          value={v.role}
          onChange={set('role')}
          data={GRANTABLE_ROLES.map((r: Role) => ({ value: r, label: ROLE_LABELS[r] ?? r }))}
        />
        <Group>
          <Button type="submit" disabled={!valid} loading={busy}>
            Send Invitation
          </Button>
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
