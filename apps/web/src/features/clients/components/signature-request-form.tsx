import { Button, Group, Stack } from '@mantine/core';
import { type SignatureRequestInput, signatureRequestInputSchema, type SigningContact } from '@taxlens/contracts';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { ApiError } from '../../../shared/api/api-client';
import { bodyResolver } from '../../../shared/forms/body-resolver';
import {
  isSignerComplete,
  type SignerDraft,
  signerDraftFrom,
  toSignerInput,
} from '../../../shared/signature-requests/signer-draft';
import { SignerFields } from '../../../shared/signature-requests/signer-fields';
import { showToast } from '../../../shared/ui/toasts';
import { useSendSignatureRequest } from '../api/send-signature-request';

type RequestValues = { signer: SignerDraft };

// The server's body; the box as ticked, so an unticked attestation is refused here as it would be there.
const resolver = bodyResolver(
  signatureRequestInputSchema,
  ({ signer }: RequestValues) => ({
    ...toSignerInput(signer),
    ...(signer.identityLevel === 'KNOWN_BORROWER' ? { attestRelationship: signer.attestRelationship } : {}),
  }),
  () => 'signer',
);

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
  const { control, handleSubmit, watch } = useForm<RequestValues, unknown, SignatureRequestInput>({
    resolver,
    defaultValues: { signer: signerDraftFrom(contact) },
  });
  const [error, setError] = useState<string | null>(null);

  const submit = (input: SignatureRequestInput) =>
    send.mutate(input, {
      onSuccess: (r) => {
        showToast({ message: `Signature request sent to ${r.signerEmail}`, type: 'success' });
        onDone();
      },
      onError: (e) => setError(e instanceof ApiError ? e.message : 'The request could not be sent.'),
    });

  return (
    <form
      aria-label="Request signature"
      onSubmit={(event) => {
        setError(null);
        // The schema's sentence (the server's own) where a field is refused before sending.
        void handleSubmit(submit, (errors) => setError(errors.signer?.message ?? null))(event);
      }}
    >
      <Stack gap="sm">
        <Controller
          control={control}
          name="signer"
          render={({ field }) => <SignerFields clientId={clientId} value={field.value} onChange={field.onChange} />}
        />
        {error && (
          <div role="alert" style={{ color: 'var(--mantine-color-red-8)' }}>
            {error}
          </div>
        )}
        <Group>
          <Button type="submit" disabled={!isSignerComplete(watch('signer'))} loading={send.isPending}>
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
