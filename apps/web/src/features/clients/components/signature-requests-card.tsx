import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { OPEN_SIGNATURE_STATUSES, SIGNATURE_STATUS_LABELS, type ClientDetail } from '@taxlens/contracts';
import { useState } from 'react';
import { ZonedDate } from '../../../shared/format/zoned';
import { showToast } from '../../../shared/ui/toasts';
import { useSignatureRequestAction, useSignatureRequests } from '../api/signature-requests';
import { SignatureRequestForm } from './signature-request-form';

/** The client's signature requests (status, resend, void) and "Request signature". */
export function SignatureRequestsCard({ client }: { client: ClientDetail }) {
  const requests = useSignatureRequests(client.id);
  const action = useSignatureRequestAction(client.id);
  const [composing, setComposing] = useState(false);
  const act = (id: string, kind: 'resend' | 'void') =>
    action.mutate(
      { id, action: kind },
      {
        onSuccess: () => showToast({ message: kind === 'resend' ? 'A new link was sent; the old one no longer works' : 'Signature request voided', type: 'success' }),
        onError: (e) => showToast({ message: e.message, type: 'error', durationMs: 5000 }),
      },
    );

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
      {composing && <SignatureRequestForm clientId={client.id} onDone={() => setComposing(false)} />}
      {requests.data?.length === 0 && <Text>No signature requests yet.</Text>}
      {requests.data?.map((r) => (
        <Group key={r.id} gap="xs" wrap="wrap" data-testid="signature-request">
          <Badge variant="light">{SIGNATURE_STATUS_LABELS[r.status]}</Badge>
          <Text size="sm">
            {r.signerName} ({r.signerEmail}), sent <ZonedDate value={r.sentAt} />
            {OPEN_SIGNATURE_STATUSES.includes(r.status) ? (
              <>
                , expires <ZonedDate value={r.expiresAt} />
              </>
            ) : null}
            {r.declineReason ? `. Reason: ${r.declineReason}` : ''}
          </Text>
          {client.permissions.edit && OPEN_SIGNATURE_STATUSES.includes(r.status) && (
            <>
              <Button size="xs" variant="subtle" onClick={() => act(r.id, 'resend')} aria-label={`Resend the request to ${r.signerName}`}>
                Resend
              </Button>
              <Button size="xs" variant="subtle" color="red" onClick={() => act(r.id, 'void')} aria-label={`Void the request to ${r.signerName}`}>
                Void
              </Button>
            </>
          )}
        </Group>
      ))}
    </Stack>
  );
}
