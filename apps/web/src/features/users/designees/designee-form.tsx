import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { designeeInputSchema, US_STATE_CODES, type Designee, type DesigneeInput } from '@taxlens/contracts';
import { useForm } from 'react-hook-form';
import { Columns } from '../../../shared/ui/columns';

type Values = Record<
  'name' | 'cafNumber' | 'ptin' | 'addressLine1' | 'addressLine2' | 'city' | 'state' | 'zip' | 'phone' | 'fax',
  string
>;

const fromDesignee = (d: Designee | null): Values => ({
  name: d?.name ?? '',
  cafNumber: d?.cafNumber ?? '',
  ptin: d?.ptin ?? '',
  addressLine1: d?.addressLine1 ?? '',
  addressLine2: d?.addressLine2 ?? '',
  city: d?.city ?? '',
  state: d?.state ?? '',
  zip: d?.zip ?? '',
  phone: d?.phone ?? '',
  fax: d?.fax ?? '',
});

type Props = {
  designee: Designee | null;
  busy: boolean;
  error: Error | null;
  onSubmit: (input: DesigneeInput) => void;
  onCancel: () => void;
};

/** Line 2 of Form 8821: the designee's name, CAF number, PTIN, address, phone and fax. */
export function DesigneeForm({ designee, busy, error, onSubmit, onCancel }: Props) {
  const { register, handleSubmit, formState } = useForm<Values, unknown, DesigneeInput>({
    resolver: zodResolver(designeeInputSchema) as never,
    defaultValues: fromDesignee(designee),
  });
  const e = formState.errors;
  return (
    <form noValidate onSubmit={handleSubmit((values) => onSubmit(values))}>
      <Stack>
        {error && (
          <Alert color="red" role="alert">
            {error.message.replace(/^body\.\w+: /, '')}
          </Alert>
        )}
        <Columns cols={{ base: 1, sm: 2 }}>
          <TextInput label="Name" withAsterisk error={e.name?.message} {...register('name')} />
          <TextInput
            label="CAF number"
            withAsterisk
            placeholder="NNNN-NNNNNR"
            error={e.cafNumber?.message}
            {...register('cafNumber')}
          />
          <TextInput label="PTIN" placeholder="P12345678" error={e.ptin?.message} {...register('ptin')} />
          <TextInput
            label="Street address"
            withAsterisk
            error={e.addressLine1?.message}
            {...register('addressLine1')}
          />
          <TextInput label="Address line 2" error={e.addressLine2?.message} {...register('addressLine2')} />
          <TextInput label="City" withAsterisk error={e.city?.message} {...register('city')} />
          <NativeSelect
            label="State"
            withAsterisk
            error={e.state?.message}
            data={[{ value: '', label: 'Choose a state' }, ...US_STATE_CODES]}
            {...register('state')}
          />
          <TextInput label="ZIP" inputMode="numeric" withAsterisk error={e.zip?.message} {...register('zip')} />
          <TextInput label="Phone" inputMode="tel" withAsterisk error={e.phone?.message} {...register('phone')} />
          <TextInput label="Fax" error={e.fax?.message} {...register('fax')} />
        </Columns>
        <Group>
          <Button type="submit" loading={busy}>
            {designee ? 'Save Designee' : 'Add Designee'}
          </Button>
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
