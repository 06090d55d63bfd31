import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { ERROR_KEYS, type TwoFactorState } from '@taxlens/contracts';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSessionUser } from '../../shared/session/use-session-user';
import { setStoredUser } from '../../shared/storage/local-store';
import { chooseEmailCode } from './api/choose-email-code';
import { ApiError } from '../../shared/api/api-client';
import { MailboxProof } from './two-factor/mailbox-proof';
import { errorText, SetupError } from './two-factor/setup-error';
import { type SetupMethod, TwoFactorForm } from './two-factor/two-factor-form';

/** /auth/two-factor: choose and set up a second factor; then on to the portal. */
export function TwoFactorPage() {
  const user = useSessionUser();
  const navigate = useNavigate();
  const [state, setState] = useState<{ choice: SetupMethod | null; valid: boolean }>({ choice: null, valid: false });
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Decision 126: this page is reached by sessions that passed no second factor; they prove the mailbox first.
  const [mailboxProven, setMailboxProven] = useState(false);
  const onStateChange = useCallback((choice: SetupMethod | null, valid: boolean) => setState({ choice, valid }), []);

  const remember = (next: TwoFactorState) => {
    if (user) setStoredUser({ ...user, ...next });
  };

  async function save() {
    if (!user || !state.choice) return;
    setError(null);
    setSaving(true);
    try {
      // Verified methods are already the user's; the e-mail code is chosen here.
      if (state.choice === 'EMAIL_TOTP' && user.f2aType !== 'EMAIL_TOTP') remember(await chooseEmailCode(user.id));
      navigate('/', { replace: true });
    } catch (failure) {
      // The proof lapsed (15 minutes): ask for a new setup code.
      if (failure instanceof ApiError && failure.key === ERROR_KEYS.mailboxProofRequired) setMailboxProven(false);
      setError(errorText(failure));
    } finally {
      setSaving(false);
    }
  }

  if (!user) return null;
  return (
    <Stack maw={640}>
      <Title order={1}>Two-Factor Authentication</Title>
      <Text>Protect your account with a second step at sign-in. Choose a method and set it up.</Text>
      <Paper withBorder p="lg">
        <Stack>
          <SetupError message={error} />
          {mailboxProven ? (
            <>
              <Text fw={600}>Step 2: Choose your method</Text>
              <TwoFactorForm user={user} onStateChange={onStateChange} onVerified={remember} />
              <Group justify="flex-end">
                <Button onClick={save} disabled={!state.valid} loading={saving}>
                  Save and Continue
                </Button>
              </Group>
            </>
          ) : (
            <MailboxProof email={user.email} onProven={() => setMailboxProven(true)} />
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
