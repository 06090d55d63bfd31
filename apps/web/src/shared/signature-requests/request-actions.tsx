import { Badge, Button } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  OPEN_SIGNATURE_STATUSES,
  SIGNATURE_STATUS_LABELS,
  type SignatureRequestStatus,
  type SignatureRequestView,
} from '@taxlens/contracts';
import { apiFetch } from '../api/api-client';
import { showToast } from '../ui/toasts';
import { signatureRequestKeys } from './keys';

// A refused field (400) and a request that already ended (409) are shown on the page.
export const SIGNATURE_REQUEST_HANDLED_STATUSES = [400, 409] as const;

type Action = 'resend' | 'void';

const STATUS_COLORS: Partial<Record<SignatureRequestStatus, string>> = {
  AWAITING_REVIEW: 'yellow',
  SIGNED: 'green',
  DECLINED: 'red',
  EXPIRED: 'orange',
  LOCKED: 'red',
  VOIDED: 'gray',
  REFUSED: 'red',
};

/** A request's status as a badge, the same on the client page and in the portfolio list; the dot carries the colour, the text stays dark. */
export function SignatureStatusBadge({ status }: { status: SignatureRequestStatus }) {
  return (
    <Badge variant="dot" color={STATUS_COLORS[status] ?? 'blue'}>
      {SIGNATURE_STATUS_LABELS[status]}
    </Badge>
  );
}

export function useSignatureRequestAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: Action }) =>
      apiFetch<SignatureRequestView>(`/api/signature-requests/${encodeURIComponent(id)}/${action}`, {
        method: 'POST',
        handledStatuses: SIGNATURE_REQUEST_HANDLED_STATUSES,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: signatureRequestKeys.all }),
  });
}

/**
 * Resend (a new link, the old one stops working) and Void for an open request; nothing for one that
 * ended. The caller decides who may see them (the server decides who may use them).
 */
export function SignatureRequestActions({
  request,
}: {
  request: Pick<SignatureRequestView, 'id' | 'status' | 'signerName'>;
}) {
  const action = useSignatureRequestAction();
  if (!OPEN_SIGNATURE_STATUSES.includes(request.status)) return null;
  const act = (kind: Action) =>
    action.mutate(
      { id: request.id, action: kind },
      {
        onSuccess: () =>
          showToast({
            message:
              kind === 'resend' ? 'A new link was sent; the old one no longer works' : 'Signature request voided',
            type: 'success',
          }),
        onError: (e) => showToast({ message: e.message, type: 'error', durationMs: 5000 }),
      },
    );
  return (
    <>
      <Button
        size="xs"
        variant="subtle"
        disabled={action.isPending}
        onClick={() => act('resend')}
        aria-label={`Resend the request to ${request.signerName}`}
      >
        Resend
      </Button>
      <Button
        size="xs"
        variant="subtle"
        color="red"
        disabled={action.isPending}
        onClick={() => act('void')}
        aria-label={`Void the request to ${request.signerName}`}
      >
        Void
      </Button>
    </>
  );
}
