import { Button, Group, Stack } from '@mantine/core';
import type { SigningContact } from '@taxlens/contracts';
import { useState } from 'react';
import { ApiError } from '../../../shared/api/api-client';
import {
  isSignerComplete,
  SignerFields,
  signerDraftFrom,
  toSignerInput,
} from '../../../shared/signature-requests/signer-fields';
import { showToast } from '../../../shared/ui/toasts';
import { useSendSignatureRequest } from '../api/send-signature-request';

/**
 * Review the prefilled form, name the signer (starting from the client's signing contact), attest the relationship, send. The link goes to the
 * signer's mail only: the lender never sees it (docs/decisions/198).
 */
export function SignatureRequestForm({
  clientId,
  contact,
  onDone,
}: {
  clientId: string;
  contact: SigningContact | null;
  onDone: () => void;
}) {
  const send = useSendSignatureRequest(clientId);
  const [signer, setSigner] = useState(() => signerDraftFrom(contact));
  const [error, setError] = useState<string | null>(null);

  return (
    <form
      aria-label="Request signature"
      onSubmit={(event) => {
        event.preventDefault();
        setError(null);
        send.mutate(toSignerInput(signer), {
          onSuccess: (r) => {
            showToast({ message: `Signature request sent to ${r.signerEmail}`, type: 'success' });
            onDone();
          },
          onError: (e) => setError(e instanceof ApiError ? e.message : 'The request could not be sent.'),
        });
      }}
    >
      <Stack gap="sm">
        <SignerFields clientId={clientId} value={signer} onChange={setSigner} />
        {error && (
          <div role="alert" style={{ color: 'var(--mantine-color-red-8)' }}>
            {error}
          </div>
        )}
        <Group>
          <Button type="submit" disabled={!isSignerComplete(signer)} loading={send.isPending}>
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
