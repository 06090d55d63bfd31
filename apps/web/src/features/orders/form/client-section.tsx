import { Button, Group, Loader, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import {
  displayDate,
  formatDateInZone,
  type FormPreCheckFields,
  type OpenSignatureRequest,
  type OrderFormClient,
  SIGNATURE_STATUS_LABELS,
} from '@taxlens/contracts';
import { useTimeZone } from '../../../shared/format/zoned';
import { Suspense } from 'react';
import { signerDraftFrom } from '../../../shared/signature-requests/signer-draft';
import type { SectionCheck } from '../../../shared/form-check/form-check-panel';
import { FormUploader } from './form-uploader';
import { LazyFormCheckPanel } from './lazy-form-check-panel';
import { LazySignerFields } from './lazy-signer-fields';
import { type FormChoice, isSignatureChoice, isWaitChoice, ON_FILE } from './order-form-rules';

type Props = {
  client: OrderFormClient;
  withUploader: boolean;
  file: FormChoice;
  /** When the client's 8821 on file may be used: its upload time. */
  /** The client's usable 8821 on file, offered instead of an upload (the server decides; FORM_ON_FILE_DAYS). */
  formOnFile?: { uploadedAt: string; usableUntil: string } | null;
  disabled: boolean;
  onFile: (file: FormChoice) => void;
  /** The uploaded form's pre-check (decision 274). */
  check?: SectionCheck | undefined;
  onCheck?: (check: SectionCheck) => void;
  /** The product and add-ons the pre-check compares line 3 with (decision 285). */
  order?: FormPreCheckFields | undefined;
  /** Absent for the first client, which cannot be removed. */
  onRemove?: () => void;
};

type Way = 'upload' | 'on-file' | 'signature';
const wayOf = (choice: FormChoice): Way =>
  choice === ON_FILE ? 'on-file' : isSignatureChoice(choice) || isWaitChoice(choice) ? 'signature' : 'upload';

/** A new request starts from the client's signing contact (decision 217). */
const newRequest = (client: OrderFormClient): FormChoice => ({
  kind: 'signature',
  signer: signerDraftFrom(client.signingContact),
});

/** "Request signature" waits on the client's open request when there is one; a new request is the other choice. */
function choiceFor(way: Way, client: OrderFormClient): FormChoice {
  if (way === 'on-file') return ON_FILE;
  if (way === 'upload') return null;
  return client.openSignatureRequest ? { kind: 'wait', requestId: client.openSignatureRequest.id } : newRequest(client);
}

type RequestProps = {
  client: OrderFormClient;
  file: FormChoice;
  disabled: boolean;
  onFile: (file: FormChoice) => void;
};

/** Joint filers (docs/decisions/218): the order waits for both spouses' forms, so both signers are named. */
const waitLabel = (open: OpenSignatureRequest) =>
  open.spouseSignerName
    ? `Wait for the requests already sent to ${open.signerName} and ${open.spouseSignerName} (joint filers)`
    : `Wait for the request already sent to ${open.signerName}`;

/** With an open request: wait for it, or send a new one (which voids it, as any new request does). */
function RequestChoice({ client, file, disabled, onFile }: RequestProps) {
  const open = client.openSignatureRequest;
  return (
    <>
      {open && (
        <Radio.Group
          label="Which signature request"
          value={isWaitChoice(file) ? 'wait' : 'new'}
          onChange={(v) => onFile(v === 'wait' ? { kind: 'wait', requestId: open.id } : newRequest(client))}
        >
          <Stack gap="xs" mt="xs">
            <Radio
              value="wait"
              label={waitLabel(open)}
              description={`Status: ${SIGNATURE_STATUS_LABELS[open.status].toLowerCase()}`}
              disabled={disabled}
            />
            <Radio
              value="new"
              label="Send a new request"
              description={
                open.spouseSignerName
                  ? 'The requests already sent are voided; their links stop working.'
                  : 'The request already sent is voided; its link stops working.'
              }
              disabled={disabled}
            />
          </Stack>
        </Radio.Group>
      )}
      {isSignatureChoice(file) && (
        <Suspense fallback={<Loader role="progressbar" size="sm" aria-label="Loading the signer's fields" />}>
          <LazySignerFields
            clientId={client.id}
            value={file.signer}
            disabled={disabled}
            onChange={(signer) => onFile({ kind: 'signature', signer })}
          />
        </Suspense>
      )}
    </>
  );
}

/** One client of the order with how its 8821 comes: uploaded, the one on file, or signed by the borrower through a request sent with the order. */
export function ClientSection({
  client,
  withUploader,
  file,
  formOnFile,
  disabled,
  onFile,
  check,
  onCheck,
  order,
  onRemove,
}: Props) {
  const timeZone = useTimeZone();
  const way = wayOf(file);
  return (
    <Paper withBorder p="md" component="section" aria-label={client.businessName}>
      <Stack gap="sm">
        <Group justify="space-between">
          <div>
            <Title order={2} size="h4">
              {client.businessName}
            </Title>
            <Text size="sm" c="dimmed">
              {client.clientTypeLabel}
            </Text>
          </div>
          {onRemove && (
            <Button
              variant="subtle"
              color="red"
              onClick={onRemove}
              disabled={disabled}
              aria-label={`Remove ${client.businessName} from this order`}
            >
              Remove
            </Button>
          )}
        </Group>
        {withUploader && (
          <Radio.Group
            label={`Form 8821 of ${client.businessName}`}
            value={way}
            onChange={(v) => v !== way && onFile(choiceFor(v as Way, client))}
          >
            <Stack gap="xs" mt="xs">
              <Radio value="upload" label="Upload the signed 8821" disabled={disabled} />
              {formOnFile && (
                <Radio
                  value="on-file"
                  label={`Use the 8821 on file (uploaded ${formatDateInZone(formOnFile.uploadedAt, timeZone)}, usable until ${displayDate(formOnFile.usableUntil)})`}
                  disabled={disabled}
                />
              )}
              <Radio
                value="signature"
                label="Request signature"
                description="The borrower signs online; the order waits, unbilled, and goes to processing once signed."
                disabled={disabled}
              />
            </Stack>
          </Radio.Group>
        )}
        {withUploader && way === 'upload' && (
          <FormUploader
            clientName={client.businessName}
            file={file instanceof File ? file : null}
            disabled={disabled}
            onChange={onFile}
          />
        )}
        {withUploader && file instanceof File && onCheck && (
          <LazyFormCheckPanel
            clientId={client.id}
            file={file}
            order={order}
            value={check}
            disabled={disabled}
            onChange={onCheck}
            onReplace={() => onFile(null)}
            onEsign={() => onFile(newRequest(client))}
          />
        )}
        {withUploader && way === 'signature' && (
          <RequestChoice client={client} file={file} disabled={disabled} onFile={onFile} />
        )}
      </Stack>
    </Paper>
  );
}
