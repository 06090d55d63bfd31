import { Alert, Button, Checkbox, Group, Loader, Stack, Text, Textarea } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type BulkSignatureSend, bulkSignatureSendSchema, type IdentityLevel } from '@taxlens/contracts';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { bodyResolver } from '../forms/body-resolver';
import { ApiError } from '../api/api-client';
import { useSessionUser } from '../session/use-session-user';
import { Modal } from '../ui/modal';
import { startBulkSend, useBulkJob, useBulkPreview } from './bulk-send-api';
import { BulkSendOutcome, SkippedList } from './bulk-send-outcome';
import { IdentityLevelField, useIdentityLevels } from './identity-level-field';
import { signatureRequestKeys } from './keys';

/** The dialog's fields: the level chosen (null: the default), the attestation and the note. */
type Fields = { chosen: IdentityLevel | null; attested: boolean; note: string };

/** The default is the first level allowed (known borrower unless operations allow only the remote proof). */
const levelOf = (chosen: IdentityLevel | null, allowed: readonly IdentityLevel[] | undefined): IdentityLevel =>
  chosen && (!allowed || allowed.includes(chosen)) ? chosen : (allowed?.[0] ?? 'KNOWN_BORROWER');

type Props = {
  opened: boolean;
  onClose: () => void;
  clientIds: readonly string[];
  /** The import result's choice: leave out clients whose 8821 on file may still be used. */
  onlyWithoutUsableForm?: boolean;
};

/**
 * Send signature requests to many clients at once (docs/decisions/215): who will be sent one and who
 * is skipped (and why) before sending, the batch's identity level among those operations allow the
 * lender, the known-borrower attestation made once by the user, by name, for the batch; then the job's progress and result. Each signer is the client's contact.
 */
export function BulkSendDialog({ opened, onClose, clientIds, onlyWithoutUsableForm = false }: Props) {
  const user = useSessionUser();
  const queryClient = useQueryClient();
  const selection = { clientIds: [...clientIds], onlyWithoutUsableForm };
  const preview = useBulkPreview(selection, opened);
  const allowed = useIdentityLevels().data?.identityLevels;
  // The body of the send, checked with the server's schema: the attestation goes only with the known-borrower level.
  const resolver = useMemo(
    () =>
      bodyResolver(bulkSignatureSendSchema, (fields: Fields) => {
        const identityLevel = levelOf(fields.chosen, allowed);
        return {
          clientIds: [...clientIds],
          onlyWithoutUsableForm,
          identityLevel,
          ...(identityLevel === 'KNOWN_BORROWER' ? { attestRelationship: fields.attested } : {}),
          note: fields.note,
        };
      }),
    [allowed, clientIds, onlyWithoutUsableForm],
  );
  const form = useForm<Fields, unknown, BulkSignatureSend>({
    resolver,
    defaultValues: { chosen: null, attested: false, note: '' },
  });
  const [chosen, attested] = form.watch(['chosen', 'attested']);
  const level = levelOf(chosen, allowed);
  const knownBorrower = level === 'KNOWN_BORROWER';
  const starting = form.formState.isSubmitting;
  const [jobId, setJobId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // One key per dialog: a double click or a retry after a lost answer starts one job.
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const job = useBulkJob(jobId);
  const userName = user ? `${user.firstName} ${user.lastName}`.trim() : 'I';
  const ready = preview.data?.ready ?? [];

  const close = () => {
    if (jobId) void queryClient.invalidateQueries({ queryKey: signatureRequestKeys.all });
    form.reset();
    setJobId(null);
    setError(null);
    setIdempotencyKey(crypto.randomUUID());
    onClose();
  };
  const send = async (body: BulkSignatureSend) => {
    setError(null);
    try {
      const started = await startBulkSend(body, idempotencyKey);
      setJobId(started.jobId);
    } catch (e) {
      setError(
        e instanceof ApiError && e.messages[0]
          ? e.messages[0].value
          : 'The requests could not be sent. Please try again.',
      );
    }
  };

  let body;
  if (jobId) {
    body = job.data ? (
      <BulkSendOutcome job={job.data} />
    ) : job.isError ? (
      <Alert color="red" role="alert">
        The progress could not be read. The requests keep going out; see Signature requests.
      </Alert>
    ) : (
      <Loader role="progressbar" size="sm" aria-label="Starting" />
    );
  } else if (preview.isLoading) {
    body = (
      <Group gap="xs" role="status">
        <Loader size="sm" aria-hidden /> <Text>Checking the clients…</Text>
      </Group>
    );
  } else if (preview.isError || !preview.data) {
    body = (
      <Alert color="red" role="alert">
        The clients could not be checked. Please try again.{' '}
        <Button variant="subtle" size="compact-sm" onClick={() => void preview.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  } else {
    body = (
      <Stack gap="sm">
        <Text>
          {ready.length === 0
            ? 'None of these clients can be sent a signature request.'
            : `${ready.length} ${ready.length === 1 ? 'client' : 'clients'} will be sent a request to sign Form 8821. Each link goes to the client's contact by e-mail (and SMS when a mobile is on file).`}
        </Text>
        <SkippedList skipped={preview.data.skipped} label={`Skipped (${preview.data.skipped.length})`} />
        {ready.length > 0 && (
          <>
            <Textarea
              label="Note to the signers (optional)"
              description="Added to each e-mail."
              maxLength={500}
              autosize
              minRows={2}
              {...form.register('note')}
            />
            <Controller
              control={form.control}
              name="chosen"
              render={({ field }) => (
                <IdentityLevelField
                  allowed={allowed ?? [level]}
                  value={level}
                  onChange={field.onChange}
                  disabled={starting}
                />
              )}
            />
            {knownBorrower && (
              <Checkbox
                label={`I, ${userName}, confirm we have an existing business relationship with each of these ${ready.length} signers and know who they are`}
                {...form.register('attested')}
              />
            )}
          </>
        )}
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
      </Stack>
    );
  }

  return (
    <Modal
      id="bulk-signature-requests"
      opened={opened}
      title="Send signature requests"
      onCancel={close}
      withActions={false}
      confirmOnEnter={false}
      size="lg"
    >
      <form onSubmit={(event) => void form.handleSubmit(send)(event)}>
        {body}
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={close}>
            {jobId ? 'Close' : 'Cancel'}
          </Button>
          {!jobId && ready.length > 0 && (
            <Button type="submit" disabled={knownBorrower && !attested} loading={starting}>
              {`Send ${ready.length} ${ready.length === 1 ? 'request' : 'requests'}`}
            </Button>
          )}
        </Group>
      </form>
    </Modal>
  );
}
