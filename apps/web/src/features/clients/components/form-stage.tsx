import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { type ClientDetail, FORM_STAGE_LABELS, rejectionReasonLabel } from '@taxlens/contracts';
import { useState } from 'react';
import { ZonedDate } from '../../../shared/format/zoned';
import { FormCheckVerdictBadge } from '../../../shared/ui/form-check-verdict';
import { SignatureRequestForm } from './lazy-forms';
import { signingContactOf } from './signature-requests-card';

/**
 * Where the client's latest 8821 is in its life (decision 287) and what its check said, "Not checked" for a form
 * stored before the check existed until the background pass checks it (decision 289). A rejection a new signature fixes offers the
 * signature request Place Order's "Send for e-signature" sends, prefilled from the client's signing contact.
 */
export function FormStage({ client }: { client: ClientDetail }) {
  const life = client.form8821Life;
  const [resigning, setResigning] = useState(false);
  if (!life) return null;
  const reason = life.rejectionCode ? rejectionReasonLabel(life.rejectionCode) : null;
  return (
    <Stack gap="xs" data-testid="form-stage">
      <Text size="sm">
        Stage: <strong>{FORM_STAGE_LABELS[life.stage]}</strong>
        {life.stage === 'submitted' && life.submittedAt && (
          <>
            {' '}
            ({life.submittedVia === 'fax' ? 'by fax' : 'online'}, <ZonedDate value={life.submittedAt} />)
          </>
        )}
        {life.stage === 'recorded' && life.recordedOnCafAt && (
          <>
            {' '}
            (<ZonedDate value={life.recordedOnCafAt} />)
          </>
        )}
      </Text>
      <Group gap="xs" data-testid="form-check-state">
        <Text size="sm">Form check:</Text>
        <FormCheckVerdictBadge check={life.check} />
      </Group>
      {life.rejectedAt && (
        <Alert color="red" title={`Rejected by the IRS${reason ? `: ${reason}` : ''}`}>
          <Stack gap="xs">
            <Text size="sm">
              {life.fixable
                ? 'A newly signed Form 8821 fixes this. Send it for e-signature: the request is prefilled from the client.'
                : 'A new signature alone does not fix this. Contact the client before sending a new form.'}
            </Text>
            {life.fixable && client.permissions.edit && !resigning && (
              <Button variant="light" w="fit-content" onClick={() => setResigning(true)}>
                Send for e-signature
              </Button>
            )}
            {resigning && (
              <SignatureRequestForm
                clientId={client.id}
                contact={signingContactOf(client)}
                onDone={() => setResigning(false)}
              />
            )}
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
