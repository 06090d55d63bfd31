import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Select, TextInput } from '@mantine/core';
import { ipWhitelistChangeSchema } from '@taxlens/contracts';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';

type Props = {
  /** With users, the form also asks 'Select a user' (required). */
  users?: Array<{ value: string; label: string }>;
  busy: boolean;
  label: string;
  onAdd: (ipAddress: string, userId: string | null) => Promise<boolean>;
};

type Values = { ipAddress: string; userId: string | null };

/** The server's body rule for the address; the user is asked only by the users' list. */
const schemaFor = (withUser: boolean) =>
  ipWhitelistChangeSchema
    .pick({ ipAddress: true })
    .extend({ userId: withUser ? z.string({ error: 'Select a user' }) : z.string().nullable() });

/** Spec 2 §5: IP (and user) required; Add is disabled while the form is invalid. The form resets after each try. */
export function AddAddressForm({ users, busy, label, onAdd }: Props) {
  const withUser = Boolean(users);
  const resolver = useMemo(() => zodResolver(schemaFor(withUser)), [withUser]);
  const { register, control, handleSubmit, formState, getValues, setValue } = useForm<Values>({
    resolver,
    mode: 'onChange',
    defaultValues: { ipAddress: '', userId: null },
  });

  const submit = async ({ ipAddress: sentIp, userId: sentUser }: Values) => {
    await onAdd(sentIp, sentUser);
    // The answer comes after the lists refetch: keep whatever was typed or picked meanwhile.
    if (getValues('ipAddress').trim() === sentIp) setValue('ipAddress', '', { shouldValidate: true });
    if (getValues('userId') === sentUser) setValue('userId', null, { shouldValidate: true });
  };

  return (
    <form aria-label={label} onSubmit={handleSubmit(submit)}>
      <Group align="flex-end" wrap="wrap">
        <TextInput label="IP address" placeholder="Valid IP Address" required {...register('ipAddress')} />
        {users && (
          <Controller
            control={control}
            name="userId"
            render={({ field }) => (
              <Select
                label="User"
                placeholder="Select a user"
                required
                data={users}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                searchable
                nothingFoundMessage="No active users"
              />
            )}
          />
        )}
        <Button type="submit" disabled={!formState.isValid || busy}>
          Add
        </Button>
      </Group>
    </form>
  );
}
