import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { GRANTABLE_ROLES, type InviteUserInput, inviteUserSchema, ROLE_LABELS, type Role } from '@taxlens/contracts';
import { Controller, useForm } from 'react-hook-form';
import { ApiError } from '../../../shared/api/api-client';

type Props = { busy: boolean; error: unknown; onCancel: () => void; onSubmit: (input: InviteUserInput) => void };

// The server's body; the form also wants an address shaped like one before it enables Send.
const inviteFormSchema = inviteUserSchema.extend({
  email: inviteUserSchema.shape.email.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Enter an e-mail address.'),
});
const resolver = zodResolver(inviteFormSchema);

/** Invite a user: e-mail (also the username), name and role; the activation link is mailed. */
export function InviteUserForm({ busy, error, onCancel, onSubmit }: Props) {
  const { register, control, handleSubmit, formState } = useForm<InviteUserInput>({
    resolver,
    mode: 'onChange',
    defaultValues: { email: '', firstName: '', lastName: '', role: 'ROLE_LENDER' },
  });
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)}>
      <Stack gap="sm">
        {error instanceof ApiError && (
          <Alert color="red" role="alert">
            {error.messages.map((m) => m.value).join(' ')}
          </Alert>
        )}
        <TextInput label="Email" type="email" withAsterisk {...register('email')} />
        <Group grow>
          <TextInput label="First Name" withAsterisk {...register('firstName')} />
          <TextInput label="Last Name" withAsterisk {...register('lastName')} />
        </Group>
        {/* Held by the form (not read back from the element): the default role is not the list's first. */}
        <Controller
          control={control}
          name="role"
          render={({ field }) => (
            <NativeSelect
              label="Role"
              withAsterisk
              data={GRANTABLE_ROLES.map((r: Role) => ({ value: r, label: ROLE_LABELS[r] ?? r }))}
              value={field.value}
              onChange={(e) => field.onChange(e.currentTarget.value as Role)}
              onBlur={field.onBlur}
            />
          )}
        />
        <Group>
          <Button type="submit" disabled={!formState.isValid} loading={busy}>
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
