// The script font the signed PDF prints a typed name in (modules/esign/document/signature-font.ts), loaded here only.
import '@fontsource/dancing-script/400.css';
import { Anchor, Button, Checkbox, Group, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useSign } from '../api/sign-form';
import { SignaturePad } from './signature-pad';

const zone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

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
  const [title, setTitle] = useState(signerTitle ?? '');
  const [phone, setPhone] = useState('');
  const [keepPrior, setKeepPrior] = useState(false);
  const [consent, setConsent] = useState(false);
  const [mode, setMode] = useState<'typed' | 'drawn'>('typed');
  const [name, setName] = useState(signerName);
  const [png, setPng] = useState<string | null>(null);
  const ready = consent && name.trim() !== '' && (mode === 'typed' || png !== null);

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
      onSubmit={(e) => {
        e.preventDefault();
        if (!ready) return;
        sign.mutate(
          {
            title: title || null,
            phone: phone || null,
            keepPriorAuthorizations: keepPrior,
            esignConsent: true,
            timeZone: zone(),
            signature: mode === 'drawn' && png ? { kind: 'drawn', name, png } : { kind: 'typed', name },
          },
          { onSuccess: () => onSigned?.() },
        );
      }}
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id="sign-title" tabIndex={-1} style={{ outline: 'none' }}>
          {step}. Complete and sign
        </Title>
        <TextInput
          label="Title (if you sign for a business)"
          maxLength={80}
          value={title}
          onChange={(e) => setTitle(e.currentTarget.value)}
        />
        <TextInput
          label="Phone (optional)"
          type="tel"
          value={phone}
          onChange={(e) => setPhone(e.currentTarget.value)}
        />
        <Text size="sm">
          A new Form 8821 revokes the earlier ones you gave for the same tax matters and years, unless you choose to
          keep them. If you keep them, attach a copy of each one you want to stay in effect (line 5 of the form).
        </Text>
        <Checkbox
          label="Keep my earlier tax information authorizations in effect"
          checked={keepPrior}
          onChange={(e) => setKeepPrior(e.currentTarget.checked)}
        />
        <Text size="sm">
          Consent to sign electronically (ESIGN Act): you agree to sign this form with an electronic signature and to
          receive it electronically. You may instead ask the lender for a paper form to sign by hand, at no cost, and
          you may withdraw this consent before you sign. Keep a copy by downloading it after signing.
        </Text>
        <Checkbox
          label="I consent to sign electronically"
          checked={consent}
          onChange={(e) => setConsent(e.currentTarget.checked)}
        />
        <SegmentedControl
          aria-label="How to sign"
          value={mode}
          onChange={(v) => setMode(v as 'typed' | 'drawn')}
          data={[
            { value: 'typed', label: 'Type my name' },
            { value: 'drawn', label: 'Draw my signature' },
          ]}
        />
        <TextInput
          label="Full name"
          required
          maxLength={120}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
        />
        {mode === 'typed' && name.trim() !== '' && (
          <Text data-testid="typed-signature" fz={32} lh={1.3} style={{ fontFamily: "'Dancing Script', cursive" }}>
            {name}
          </Text>
        )}
        {mode === 'drawn' && <SignaturePad onChange={setPng} />}
        {sign.error && (
          <Text role="alert" c="red.8" size="sm">
            {sign.error.message}
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
