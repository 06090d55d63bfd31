import { Button, Checkbox, Group, Loader, Stack, TextInput } from '@mantine/core';
import type { IdentityLevel } from '@taxlens/contracts';
import { useState } from 'react';
import { ApiError } from '../../../shared/api/api-client';
import { showToast } from '../../../shared/ui/toasts';
import { usePrefilledForm, useSendSignatureRequest } from '../api/signature-requests';
import { PrefilledFormText } from '../../../shared/ui/prefilled-form-text';
import { IdentityLevelField, useIdentityLevels } from '../../../shared/signature-requests/identity-level-field';

/**
 * Review the prefilled form, name the signer, choose the identity check among those allowed, attest
 * the relationship (known borrower only), send. The link goes to the signer's mail only: the lender
 * never sees it (docs/decisions/198, 214).
 */
export function SignatureRequestForm({ clientId, onDone }: { clientId: string; onDone: () => void }) {
  const prefill = usePrefilledForm(clientId, true);
  const send = useSendSignatureRequest(clientId);
  const [signerName, setSignerName] = useState('');
  const [signerEmail, setSignerEmail] = useState('');
  const [signerMobile, setSignerMobile] = useState('');
  const [signerTitle, setSignerTitle] = useState('');
  const [attested, setAttested] = useState(false);
  const levels = useIdentityLevels();
  const allowed = levels.data?.identityLevels ?? ['KNOWN_BORROWER'];
  const [chosen, setChosen] = useState<IdentityLevel | null>(null);
  // Until the lender chooses, the first level operations allow.
  const identityLevel = chosen && allowed.includes(chosen) ? chosen : allowed[0]!;
  const known = identityLevel === 'KNOWN_BORROWER';
  const [error, setError] = useState<string | null>(null);

  return (
    <form
      aria-label="Request signature"
      onSubmit={(event) => {
        event.preventDefault();
        setError(null);
        send.mutate(
          { signerName, signerEmail, signerMobile: signerMobile || null, signerTitle: signerTitle || null, identityLevel, ...(known ? { attestRelationship: attested } : {}) },
          {
            onSuccess: (r) => {
              showToast({ message: `Signature request sent to ${r.signerEmail}`, type: 'success' });
              onDone();
            },
            onError: (e) => setError(e instanceof ApiError ? e.message : 'The request could not be sent.'),
          },
        );
      }}
    >
      <Stack gap="sm">
        {prefill.data ? <PrefilledFormText form={prefill.data} /> : <Loader size="sm" aria-label="Loading the prefilled form" />}
        <TextInput label="Signer name" required maxLength={120} value={signerName} onChange={(e) => setSignerName(e.currentTarget.value)} />
        <TextInput label="Signer e-mail" type="email" required maxLength={254} value={signerEmail} onChange={(e) => setSignerEmail(e.currentTarget.value)} />
        <TextInput label="Signer mobile (optional, for SMS)" type="tel" value={signerMobile} onChange={(e) => setSignerMobile(e.currentTarget.value)} />
        <TextInput label="Signer title (for an entity)" maxLength={80} value={signerTitle} onChange={(e) => setSignerTitle(e.currentTarget.value)} />
        <IdentityLevelField allowed={allowed} value={identityLevel} onChange={setChosen} />
        {known && (
          <Checkbox
            label="I confirm we have an existing business relationship with the signer and know who they are"
            checked={attested}
            onChange={(e) => setAttested(e.currentTarget.checked)}
          />
        )}
        {error && (
          <div role="alert" style={{ color: 'var(--mantine-color-red-8)' }}>
            {error}
          </div>
        )}
        <Group>
          <Button type="submit" disabled={(known && !attested) || levels.isPending || !signerName.trim() || !signerEmail.trim()} loading={send.isPending}>
            Send request
          </Button>
          <Button variant="subtle" onClick={onDone}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
