// The script font the signed PDF prints a typed name in (modules/esign/document/signature-font.ts), loaded here only.
import '@fontsource/dancing-script/400.css';
import { Anchor, Button, Checkbox, Group, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { signFormSchema, type SignFormInput } from '@taxlens/contracts';
import { useState } from 'react';
import { Controller, type FieldErrors, useForm } from 'react-hook-form';
import { bodyResolver } from '../../../shared/forms/body-resolver';
import { useSign } from '../api/sign-form';
import { SignaturePad } from './signature-pad';

const zone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

type SignValues = {
  title: string;
  phone: string;
  keepPrior: boolean;
  consent: boolean;
  mode: 'typed' | 'drawn';
  name: string;
  png: string | null;
};

/** POST /api/sign/{token}/sign's body from the fields, checked with the server's schema. */
const toBody = (v: SignValues) => ({
  title: v.title || null,
  phone: v.phone || null,
  keepPriorAuthorizations: v.keepPrior,
  esignConsent: v.consent,
  timeZone: zone(),
  signature:
    v.mode === 'drawn' && v.png ? { kind: 'drawn', name: v.name, png: v.png } : { kind: 'typed', name: v.name },
});
const FIELD_OF: Record<string, keyof SignValues> = {
  esignConsent: 'consent',
  signature: 'name',
  keepPriorAuthorizations: 'keepPrior',
};
const resolver = bodyResolver(signFormSchema, toBody, ([field]) => FIELD_OF[String(field)] ?? String(field));
/** The first refusal of a submit the schema stopped, in the order the fields are shown. */
const firstProblem = (errors: FieldErrors<SignValues>) =>
  (['title', 'phone', 'keepPrior', 'consent', 'name'] as const).map((f) => errors[f]?.message).find(Boolean) ?? null;

/** Fill what is left, read the notices, consent, and sign by typing or drawing. */
export function SignStep({
  token,
  signerName,
  signerTitle,
  step = 2,
  awaitingReview = false,
  onSigned,
}: {
  token: string;
  signerName: string;
  signerTitle: string | null;
  step?: number;
  awaitingReview?: boolean;
  onSigned?: () => void;
}) {
  const sign = useSign(token);
  const { register, control, handleSubmit, watch, setValue } = useForm<SignValues, unknown, SignFormInput>({
    resolver,
    defaultValues: {
      title: signerTitle ?? '',
      phone: '',
      keepPrior: false,
      consent: false,
      mode: 'typed',
      name: signerName,
      png: null,
    },
  });
  const [invalid, setInvalid] = useState<string | null>(null);
  const [consent, mode, name, png] = watch(['consent', 'mode', 'name', 'png']);
  // Sign is offered once these are given; anything else the schema refuses is said on submit.
  const ready = consent && name.trim() !== '' && (mode === 'typed' || png !== null);
  const error = sign.error?.message ?? invalid;

  if (sign.data) {
    return (
      <Stack gap="xs" role="status">
        <Title order={2} size="h4" id="signed-title" tabIndex={-1} style={{ outline: 'none' }}>
          Signed. Thank you.
        </Title>
        <Text>
          {awaitingReview
            ? 'Our staff will now compare your photos with your details; the lender can use the form once they approve it.'
            : 'The lender has been told.'}{' '}
          You can download your signed form for the next few minutes.
        </Text>
        <Anchor href={sign.data.downloadUrl} target="_blank" rel="noopener">
          Download the signed Form 8821 (PDF)
        </Anchor>
      </Stack>
    );
  }

  return (
    <form
      aria-label="Sign the form"
      onSubmit={(event) => {
        setInvalid(null);
        if (!ready) return event.preventDefault();
        void handleSubmit(
          (body) => sign.mutate(body, { onSuccess: () => onSigned?.() }),
          (errors) => setInvalid(firstProblem(errors)),
        )(event);
      }}
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id="sign-title" tabIndex={-1} style={{ outline: 'none' }}>
          {step}. Complete and sign
        </Title>
        <TextInput label="Title (if you sign for a business)" maxLength={80} {...register('title')} />
        <TextInput label="Phone (optional)" type="tel" {...register('phone')} />
        <Text size="sm">
          A new Form 8821 revokes the earlier ones you gave for the same tax matters and years, unless you choose to
          keep them. If you keep them, attach a copy of each one you want to stay in effect (line 5 of the form).
        </Text>
        <Checkbox label="Keep my earlier tax information authorizations in effect" {...register('keepPrior')} />
        <Text size="sm">
          Consent to sign electronically (ESIGN Act): you agree to sign this form with an electronic signature and to
          receive it electronically. You may instead ask the lender for a paper form to sign by hand, at no cost, and
          you may withdraw this consent before you sign. Keep a copy by downloading it after signing.
        </Text>
        <Checkbox label="I consent to sign electronically" {...register('consent')} />
        <Controller
          control={control}
          name="mode"
          render={({ field }) => (
            <SegmentedControl
              aria-label="How to sign"
              value={field.value}
              onChange={(v) => field.onChange(v as 'typed' | 'drawn')}
              data={[
                { value: 'typed', label: 'Type my name' },
                { value: 'drawn', label: 'Draw my signature' },
              ]}
            />
          )}
        />
        <TextInput label="Full name" required maxLength={120} {...register('name')} />
        {mode === 'typed' && name.trim() !== '' && (
          <Text data-testid="typed-signature" fz={32} lh={1.3} style={{ fontFamily: "'Dancing Script', cursive" }}>
            {name}
          </Text>
        )}
        {mode === 'drawn' && <SignaturePad onChange={(drawn) => setValue('png', drawn)} />}
        {error && (
          <Text role="alert" c="red.8" size="sm">
            {error}
          </Text>
        )}
        <Group>
          <Button type="submit" disabled={!ready} loading={sign.isPending}>
            Sign Form 8821
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
