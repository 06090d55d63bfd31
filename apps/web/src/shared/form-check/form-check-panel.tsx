import { Alert, Button, Group, Loader, Stack, Text, Textarea } from '@mantine/core';
import {
  FORM_CHECK_VERDICT_LABELS,
  type FormCheck,
  type FormCheckVerdict,
  type FormPreCheckFields,
} from '@taxlens/contracts';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../api/api-client';
import { FormCheckVerdictAlert } from '../ui/form-check-verdict';
import { useFormCheck, useStartFormCheck } from './form-check-api';
import { FormCheckPreview } from './form-check-preview';

/** What the order form keeps of a section's pre-check: its id, its verdict once done, the reason to send it anyway. */
export type SectionCheck = { checkId: string | null; verdict: FormCheckVerdict | null; reason: string | null };

type Props = {
  clientId: string;
  file: File;
  /** The product and add-ons of the order being placed (decision 285): a change checks the form again. */
  order?: FormPreCheckFields | undefined;
  value: SectionCheck | undefined;
  disabled: boolean;
  onChange: (check: SectionCheck) => void;
  onReplace: () => void;
  /** Place Order offers an e-signature request instead; left out, the button is not shown. */
  onEsign?: (() => void) | undefined;
  /** "Send it anyway" with a reason belongs to placing an order; the client page only advises. */
  sendAnyway?: boolean;
};

const progressText = (status: FormCheck['status'] | undefined) =>
  status === 'running' ? 'Reading the form…' : 'Uploading the form for its check…';

/**
 * The pre-check of a chosen 8821 (decision 274), on Place Order and on the client page (decision 285):
 * the form is uploaded at once and checked on the server; the verdict, each finding's sentence and the
 * masked pages follow. It advises, it never blocks (DESIGN.md, third turn): a likely rejection is sent
 * with a reason, or replaced, or sent for e-signature.
 */
export function FormCheckPanel({
  clientId,
  file,
  order,
  value,
  disabled,
  onChange,
  onReplace,
  onEsign,
  sendAnyway = true,
}: Props) {
  const start = useStartFormCheck();
  const started = useRef<{ file: File; orderKey: string } | null>(null);
  const orderKey = JSON.stringify(order ?? {});
  const checkId = value?.checkId ?? null;
  const check = useFormCheck(checkId);
  const data = check.data;
  const [asking, setAsking] = useState(Boolean(value?.reason));

  useEffect(() => {
    if (started.current?.file === file && started.current.orderKey === orderKey) return;
    started.current = { file, orderKey };
    onChange({ checkId: null, verdict: null, reason: null });
    start.mutate(
      { clientId, file, order },
      { onSuccess: (r) => onChange({ checkId: r.id, verdict: null, reason: null }) },
    );
    // Only a new file or another product starts a check (the callbacks change on every render of the form).
  }, [file, orderKey]);

  useEffect(() => {
    if (data?.status === 'done' && checkId && value?.verdict !== data.verdict)
      onChange({ checkId, verdict: data.verdict, reason: value?.reason ?? null });
  }, [data?.status]);

  const actions = (
    <Group gap="sm">
      <Button variant="default" onClick={onReplace} disabled={disabled}>
        Replace the form
      </Button>
      {onEsign && (
        <Button variant="default" onClick={onEsign} disabled={disabled}>
          Send for e-signature
        </Button>
      )}
    </Group>
  );

  if (start.isError || check.isError) {
    const error = start.error ?? check.error;
    const text =
      error instanceof ApiError ? error.messages.map((m) => m.value).join(' ') : 'The form could not be checked.';
    return (
      <Alert color="red" role="alert" title="The form was not checked">
        <Stack gap="sm">
          <Text size="sm">{text}</Text>
          {actions}
        </Stack>
      </Alert>
    );
  }
  if (!data || data.status === 'queued' || data.status === 'running')
    return (
      <Group gap="sm" role="status" aria-live="polite">
        <Loader size="sm" />
        <Text size="sm">
          {data?.status === 'queued' ? 'Waiting for the check to start…' : progressText(data?.status)}
        </Text>
      </Group>
    );
  if (data.status === 'failed')
    return (
      <Alert color="yellow" role="status" title="The form was not checked">
        <Stack gap="sm">
          <Text size="sm">{data.failureReason} You can still place the order.</Text>
          {actions}
        </Stack>
      </Alert>
    );

  const verdict = data.verdict ?? 'check';
  return (
    <Stack gap="sm" aria-live="polite">
      <FormCheckVerdictAlert
        verdict={verdict}
        title={FORM_CHECK_VERDICT_LABELS[verdict]}
        findings={data.findings}
        empty={<Text size="sm">The check found nothing the IRS would refuse.</Text>}
        data-testid="form-check-verdict"
      />
      {verdict !== 'ready' && actions}
      {sendAnyway && verdict === 'likely_rejection' && !asking && (
        <Group>
          <Button color="red" variant="light" onClick={() => setAsking(true)} disabled={disabled}>
            Send it anyway
          </Button>
        </Group>
      )}
      {sendAnyway && verdict === 'likely_rejection' && asking && (
        <Textarea
          label="Why send it anyway?"
          description="Required. Recorded on the order and shown to operations."
          required
          rows={3}
          maxLength={500}
          disabled={disabled}
          value={value?.reason ?? ''}
          onChange={(event) => onChange({ checkId: data.id, verdict, reason: event.currentTarget.value })}
        />
      )}
      {data.pages.length > 0 && <FormCheckPreview check={data} findings={data.findings} />}
    </Stack>
  );
}
