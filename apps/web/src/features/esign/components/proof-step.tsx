import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  BUSINESS_TIME_ZONE,
  calendarDayInZone,
  type IdentityFactsInput,
  identityFactsSchema,
  isAdultOn,
  US_STATE_CODES,
} from '@taxlens/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSubmitProof } from '../api/submit-proof';
import { PhotoInput } from './photo-input';
import { Columns } from '../../../shared/ui/columns';

const EMPTY: IdentityFactsInput = {
  fullName: '',
  taxId: '',
  addressLine1: '',
  addressLine2: '',
  city: '',
  state: '',
  zip: '',
  dateOfBirth: '',
};
type Field = keyof IdentityFactsInput;

/** NNN-NN-NNNN as the digits are typed. */
const formatSsn = (value: string) => {
  const d = value.replace(/\D/g, '').slice(0, 9);
  return [d.slice(0, 3), d.slice(3, 5), d.slice(5)].filter(Boolean).join('-');
};

/**
 * The same rules the server applies, and the adult check on today's date (a field shows its first
 * problem, so a date the schema refuses is not also called too young). Sent as typed (`raw`).
 * Today is the Eastern day, as the server counts it (decision 324): the UTC day is already tomorrow
 * in the evening, and the page would accept a signer the server then refuses.
 */
const resolver = zodResolver(
  identityFactsSchema.superRefine((facts, ctx) => {
    if (facts.dateOfBirth && !isAdultOn(facts.dateOfBirth, calendarDayInZone(new Date(), BUSINESS_TIME_ZONE)))
      ctx.addIssue({ code: 'custom', path: ['dateOfBirth'], message: 'You must be at least 18 years old to sign' });
  }),
  undefined,
  { raw: true },
);

/**
 * The remote identity proof (docs/decisions/214): the signer's details and two photos, taken with the
 * phone's camera where there is one. Sent once both photos are chosen; our operations staff compare them.
 */
export function ProofStep({ token, retentionDays }: { token: string; retentionDays: number }) {
  const submit = useSubmitProof(token);
  // Problems are shown after a first submit, as before; focus stays where it is.
  const { register, handleSubmit, formState, setValue } = useForm<IdentityFactsInput>({
    resolver,
    defaultValues: EMPTY,
    shouldFocusError: false,
  });
  const [idDocument, setIdDocument] = useState<File | null>(null);
  const [selfie, setSelfie] = useState<File | null>(null);
  const field = (name: Field) => {
    const registered = register(name);
    return {
      ...registered,
      error: formState.errors[name]?.message,
      onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
        if (name !== 'taxId') return registered.onChange(e);
        setValue('taxId', formatSsn(e.currentTarget.value), { shouldValidate: formState.isSubmitted });
      },
    };
  };

  return (
    <form
      aria-labelledby="proof-title"
      noValidate
      onSubmit={handleSubmit((facts) => {
        if (!idDocument || !selfie) return;
        submit.mutate({ facts: { ...facts, addressLine2: facts.addressLine2 || null }, idDocument, selfie });
      })}
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id="proof-title" tabIndex={-1} style={{ outline: 'none' }}>
          2. Show who you are
        </Title>
        <Text size="sm">
          The IRS asks that someone signing from a distance prove who they are. Enter your details as they appear on
          your ID, then take a photo of a government photo ID (driver's license, passport or state ID) and a photo of
          your face. Our staff compare them before the form can be used.
        </Text>
        <TextInput label="Full name" required maxLength={120} autoComplete="name" {...field('fullName')} />
        <TextInput
          label="SSN or ITIN"
          description="9 digits: NNN-NN-NNNN"
          required
          inputMode="numeric"
          autoComplete="off"
          maxLength={11}
          {...field('taxId')}
        />
        <TextInput label="Date of birth" type="date" required autoComplete="bday" {...field('dateOfBirth')} />
        <TextInput
          label="Street address"
          required
          maxLength={120}
          autoComplete="address-line1"
          {...field('addressLine1')}
        />
        <TextInput
          label="Address line 2 (optional)"
          maxLength={120}
          autoComplete="address-line2"
          {...field('addressLine2')}
        />
        <Columns cols={{ base: 1, xs: 3 }}>
          <TextInput label="City" required maxLength={80} autoComplete="address-level2" {...field('city')} />
          <NativeSelect
            label="State"
            required
            data={[{ value: '', label: 'Choose' }, ...US_STATE_CODES.map((s) => ({ value: s, label: s }))]}
            {...field('state')}
          />
          <TextInput
            label="ZIP"
            required
            inputMode="numeric"
            maxLength={10}
            autoComplete="postal-code"
            {...field('zip')}
          />
        </Columns>
        <PhotoInput
          id="proof-id-document"
          label="Photo of your government photo ID"
          hint="Lay the ID flat in good light; all four corners visible."
          capture="environment"
          file={idDocument}
          onChange={setIdDocument}
        />
        <PhotoInput
          id="proof-selfie"
          label="A photo of your face (selfie)"
          hint="Face the camera, without a hat or sunglasses."
          capture="user"
          file={selfie}
          onChange={setSelfie}
        />
        {submit.error && (
          <Text role="alert" c="red.8" size="sm">
            {submit.error.message}
          </Text>
        )}
        <Group>
          <Button type="submit" loading={submit.isPending} disabled={!idDocument || !selfie}>
            Send my details and photos
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          Your SSN or ITIN and date of birth are stored encrypted. The photos are stored encrypted, shown only to our
          staff (never to the lender) and deleted {retentionDays} days after our staff decide.
        </Text>
      </Stack>
    </form>
  );
}
