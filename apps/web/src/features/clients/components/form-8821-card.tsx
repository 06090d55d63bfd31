import { Anchor, Button, FileInput, Group, Stack, Text, Title } from '@mantine/core';
import { type ClientDetail, DELETED_AFTER_RETENTION } from '@taxlens/contracts';
import { useState } from 'react';
import { FormCheckPanel, type SectionCheck } from '../../../shared/form-check/form-check-panel';
import { showToast } from '../../../shared/ui/toasts';
import { form8821Href, useReplace8821 } from '../api/replace-8821';
import { ZonedDate } from '../../../shared/format/zoned';
import { FormStage } from './form-stage';

const WRONG_TYPE = 'Not the right file type';
const isPdf = (file: File) => file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf');

/**
 * The current 8821 and its replacement (PDF only; the server checks the content too). A chosen file gets
 * the same pre-check as on Place Order (decision 285), shown in the same panel; it advises, the upload
 * stays possible whatever it says.
 */
export function Form8821Card({ client }: { client: ClientDetail }) {
  const [file, setFile] = useState<File | null>(null);
  const [check, setCheck] = useState<SectionCheck | undefined>(undefined);
  const replace = useReplace8821(client.id);
  const form = client.form8821;

  function choose(next: File | null) {
    if (next && !isPdf(next)) {
      // Spec 2 §5: other files are rejected with this toast for 5 seconds.
      showToast({ message: WRONG_TYPE, type: 'error', durationMs: 5000 });
      setFile(null);
      return;
    }
    setFile(next);
    setCheck(undefined);
  }

  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        Form 8821
      </Title>
      {form ? (
        <Text>
          {client.permissions.revealTaxId && !form.deletedAt ? (
            <Anchor href={form8821Href(client.id)} target="_blank" rel="noopener">
              {form.originalName}
            </Anchor>
          ) : (
            form.originalName
          )}
          {form.eSigned ? ' e-signed ' : ' uploaded '}
          <ZonedDate value={form.uploadedAt} />
          {form.deletedAt && `, ${DELETED_AFTER_RETENTION}`}
        </Text>
      ) : (
        <Text>No Form 8821 on file.</Text>
      )}
      <FormStage client={client} />
      {client.permissions.edit && (
        <Group align="end" gap="xs">
          <FileInput
            label="Replace Form 8821"
            placeholder="Choose a PDF (up to 10 MB)"
            accept="application/pdf"
            value={file}
            onChange={choose}
            clearable
            w={300}
          />
          <Button
            disabled={!file}
            loading={replace.isPending}
            onClick={() =>
              file &&
              replace.mutate(file, {
                onSuccess: () => {
                  setFile(null);
                  showToast({ message: 'Form 8821 replaced', type: 'success' });
                },
                onError: (error) => showToast({ message: error.message, type: 'error', durationMs: 5000 }),
              })
            }
          >
            Upload
          </Button>
        </Group>
      )}
      {client.permissions.edit && file && (
        <FormCheckPanel
          clientId={client.id}
          file={file}
          value={check}
          disabled={replace.isPending}
          onChange={setCheck}
          onReplace={() => choose(null)}
          sendAnyway={false}
        />
      )}
    </Stack>
  );
}
