import { Button, Stack, Text, Title } from '@mantine/core';
import { CLIENT_WRITERS, type ImportSummary, passesRoleGuard } from '@taxlens/contracts';
import { useState } from 'react';
import { useSessionUser } from '../../../shared/session/use-session-user';
import { useBulkPreview } from '../../../shared/signature-requests/bulk-send-api';
import { BulkSendDialog } from '../../../shared/signature-requests/bulk-send-dialog';

/**
 * Step 5, the other way (decision 215): the imported clients without a usable 8821 on file
 * are sent signature requests, each to the contact the import read. Shown to users who may send one.
 */
export function ThenSign({ summary }: { summary: ImportSummary }) {
  const user = useSessionUser();
  const [open, setOpen] = useState(false);
  const clientIds = summary.result?.clients.map((c) => c.clientId) ?? [];
  const allowed = passesRoleGuard(user?.userAuthorities ?? [], CLIENT_WRITERS);
  const preview = useBulkPreview({ clientIds, onlyWithoutUsableForm: true }, allowed);
  if (!allowed || clientIds.length === 0) return null;
  const count = preview.data?.ready.length ?? 0;
  return (
    <Stack gap="xs" component="section" aria-labelledby="then-sign-title">
      <Title order={2} size="h4" id="then-sign-title">
        Ask for signatures
      </Title>
      {preview.isLoading && <Text role="status">Checking which imported clients need a signed 8821…</Text>}
      {preview.isError && (
        <Text c="red.8" role="alert">
          The imported clients could not be checked for signature requests. Reload the page to try again.
        </Text>
      )}
      {preview.data && count === 0 && (
        <Text>
          No imported client can be sent a signature request: each has a usable 8821, a request still open, or no
          contact e-mail.
        </Text>
      )}
      {preview.data && count > 0 && (
        <>
          <Text>
            Send each imported client without a usable 8821 a link to sign one, by e-mail to the contact in your file.
          </Text>
          <div>
            <Button onClick={() => setOpen(true)}>{`Send signature requests (${count})`}</Button>
          </div>
        </>
      )}
      <BulkSendDialog opened={open} onClose={() => setOpen(false)} clientIds={clientIds} onlyWithoutUsableForm />
    </Stack>
  );
}
