import { Button, Group, Stack, Text, Title } from '@mantine/core';
import {
  DELETED_AFTER_RETENTION,
  OPEN_SIGNATURE_STATUSES,
  SIGNER_ROLE_LABELS,
  type ClientDetail,
} from '@taxlens/contracts';
import { useState } from 'react';
import { ZonedDate } from '../../../shared/format/zoned';
import { SignatureRequestActions, SignatureStatusBadge } from '../../../shared/signature-requests/request-actions';
import { useSignatureRequests } from '../api/get-signature-requests';
import { SignatureRequestForm } from './lazy-forms';

/** The client's signing contact (decision 217), which a new signature request starts from. */
export const signingContactOf = (client: ClientDetail) => ({
  name: client.contactName,
  email: client.contactEmail,
  mobile: client.contactMobile,
  title: client.contactTitle,
  spouse: client.jointSpouse
    ? {
        name: `${client.jointSpouse.firstName} ${client.jointSpouse.lastName}`,
        email: client.jointSpouse.email,
        mobile: client.jointSpouse.mobile,
      }
    : null,
});

/** The client's signature requests (status, resend, void) and "Request signature". */
export function SignatureRequestsCard({ client }: { client: ClientDetail }) {
  const requests = useSignatureRequests(client.id);
  const [composing, setComposing] = useState(false);

  return (
    <Stack gap="xs" aria-labelledby="signature-requests-title">
      <Group justify="space-between">
        <Title order={2} size="h4" id="signature-requests-title">
          Signature requests
        </Title>
        {client.permissions.edit && !composing && (
          <Button variant="light" onClick={() => setComposing(true)}>
            Request signature
          </Button>
        )}
      </Group>
      {composing && (
        <SignatureRequestForm
          clientId={client.id}
          contact={signingContactOf(client)}
          onDone={() => setComposing(false)}
        />
      )}
      {requests.data?.length === 0 && <Text>No signature requests yet.</Text>}
      {requests.data?.map((r) => (
        <Group key={r.id} gap="xs" wrap="wrap" data-testid="signature-request">
          <SignatureStatusBadge status={r.status} />
          <Text size="sm">
            {r.pairId ? `${SIGNER_ROLE_LABELS[r.signerRole]}: ` : ''}
            {r.signerName} ({r.signerEmail}), sent <ZonedDate value={r.sentAt} />
            {OPEN_SIGNATURE_STATUSES.includes(r.status) ? (
              <>
                , expires <ZonedDate value={r.expiresAt} />
              </>
            ) : null}
            {r.identityReview?.decision === 'APPROVED' ? '. Identity approved by our operations staff' : ''}
            {r.declineReason ? `. Reason: ${r.declineReason}` : ''}
            {r.evidenceDeletedAt ? `. Form and evidence ${DELETED_AFTER_RETENTION}` : ''}
          </Text>
          {client.permissions.edit && <SignatureRequestActions request={r} />}
        </Group>
      ))}
    </Stack>
  );
}
