import { Alert, Button, NativeSelect, Stack, Text } from '@mantine/core';
import type { F2aType, TwoFactorState, User } from '@taxlens/contracts';
import { memo, useEffect, useState } from 'react';
import { AuthenticatorSetup } from './authenticator-setup';
import { SmsSetup } from './sms-setup';
import { WebauthnSetup } from './webauthn-setup';

export type SetupMethod = Exclude<F2aType, 'OFF'>;

/** Spec 1 §2: the select's options, in the spec's order. */
export const METHOD_OPTIONS: { value: SetupMethod; label: string }[] = [
  { value: 'EMAIL_TOTP', label: 'Email One-Time Passcode' },
  { value: 'SMS_TOTP', label: 'SMS' },
  { value: 'WEBAUTHN', label: 'Yubikey WEBAUTHN' },
  { value: 'AUTHENTICATOR_APP', label: 'Authenticator App' },
];

const HINTS: Partial<Record<SetupMethod, string>> = {
  WEBAUTHN:
    'If you are uncertain as to what a Yubikey is, avoid choosing it as you may lock yourself out of your account.',
  SMS_TOTP: 'Make sure this is a device that can receive SMS text messages.',
};

/**
 * Spec 1 §4: EMAIL_TOTP is valid at once; the others once verified here (or when it is already the
 * user's method). Pure, so the settings page and this form agree.
 */
export function isTwoFactorChoiceValid(
  choice: SetupMethod | null,
  current: F2aType,
  verified: F2aType | null,
): boolean {
  if (!choice) return false;
  return choice === 'EMAIL_TOTP' || choice === current || choice === verified;
}

type Props = {
  user: User;
  /** Reports the chosen method and whether it may be saved. */
  onStateChange: (choice: SetupMethod | null, valid: boolean) => void;
  /** A method was verified: the server already made it the user's method. */
  onVerified: (state: TwoFactorState) => void;
};

/** The reusable two-factor form: the setup page uses it, and the settings page embeds it. */
/** What the form reports first: the user's own method chosen (none while two-factor is off), and valid or not. */
export function firstTwoFactorState(user: User | null): { choice: SetupMethod | null; valid: boolean } {
  const choice = !user || user.f2aType === 'OFF' ? null : user.f2aType;
  return { choice, valid: user ? isTwoFactorChoiceValid(choice, user.f2aType, null) : true };
}

// Memoised: the settings form around it renders again as its own data and validity settle, and this form's props
// (the user and two stable callbacks) do not change with them (decision 346).
export const TwoFactorForm = memo(function TwoFactorForm({ user, onStateChange, onVerified }: Props) {
  const [choice, setChoice] = useState<SetupMethod | null>(() => firstTwoFactorState(user).choice);
  const [verified, setVerified] = useState<F2aType | null>(null);
  // The user's own authenticator is set up already: opening the page must not start a new one (a fresh secret,
  // and for an older sign-in the "Confirm it's you" dialog before anything was asked). A new one on request.
  const [renewingAuthenticator, setRenewingAuthenticator] = useState(false);
  const authenticatorInUse = user.f2aType === 'AUTHENTICATOR_APP' && !renewingAuthenticator;
  const valid = isTwoFactorChoiceValid(choice, user.f2aType, verified);

  useEffect(() => onStateChange(choice, valid), [choice, valid, onStateChange]);

  const handleVerified = (state: TwoFactorState) => {
    setVerified(state.f2aType);
    setRenewingAuthenticator(false);
    onVerified(state);
  };
  const hint = choice ? HINTS[choice] : undefined;

  return (
    <Stack>
      <NativeSelect
        label="Choose Two-Factor Authentication method"
        withAsterisk
        value={choice ?? ''}
        onChange={(e) => setChoice((e.currentTarget.value || null) as SetupMethod | null)}
        data={[{ value: '', label: 'Select a method', disabled: true }, ...METHOD_OPTIONS]}
      />
      {hint && (
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
      )}
      {choice === 'EMAIL_TOTP' && (
        <Alert color="yellow">
          {`Sign-in codes will be sent to ${user.email}. If you lose access to this e-mail address, you will be locked out of your account.`}
        </Alert>
      )}
      {choice === 'AUTHENTICATOR_APP' &&
        (authenticatorInUse ? (
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              Your authenticator app is set up. Set up a new one only if you changed phone or app: the codes of the one
              you use now stop working once the new one is verified.
            </Text>
            <Button variant="default" onClick={() => setRenewingAuthenticator(true)}>
              Set up a new authenticator
            </Button>
          </Stack>
        ) : (
          <AuthenticatorSetup key="totp" userId={user.id} onVerified={handleVerified} />
        ))}
      {choice === 'SMS_TOTP' && <SmsSetup key="sms" userId={user.id} onVerified={handleVerified} />}
      {choice === 'WEBAUTHN' && (
        <WebauthnSetup
          key="webauthn"
          userId={user.id}
          display={user.display}
          hasCredentials={user.hasWebAuthnCredentials}
          onVerified={handleVerified}
        />
      )}
    </Stack>
  );
});
