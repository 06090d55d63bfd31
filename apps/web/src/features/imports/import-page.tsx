import { Alert, Anchor, Button, FileInput, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { Suspense, useState } from 'react';
import { useParams } from 'react-router';
import { preloaded } from '../../shared/ui/preloaded';
import { ENCODINGS } from './components/read-again';
import { messagesOf, useUpload } from './use-upload';

// An uploaded import's steps (mapping, preview, result, ordering, the signature requests' dialog) are
// their own chunk (decision 308): the upload form shows without them; they are asked for as soon as a
// file is chosen, and by a link to an import.
const ImportSteps = preloaded(() => import('./components/import-steps').then((m) => m.ImportSteps));

/** /client/import and /client/import/{importId}: upload, map, preview, import (decision 177). */
export function ImportClientsPage() {
  const { importId } = useParams();
  const [file, setFileState] = useState<File | null>(null);
  const setFile = (next: File | null) => {
    if (next) void ImportSteps.preload().catch(() => undefined);
    setFileState(next);
  };
  const [forms, setForms] = useState<File | null>(null);
  const [encoding, setEncoding] = useState('');
  const [sheet, setSheet] = useState('');
  const { upload, error: uploadError, busy: uploading } = useUpload();

  return (
    <Stack>
      <Title order={1} tabIndex={-1}>
        Import Clients
      </Title>
      {!importId && (
        <Stack>
          <Text>
            Upload a CSV or XLSX file of up to 10,000 clients (10 MB), and optionally a ZIP of their signed 8821s. Start
            from a template:{' '}
            <Anchor href="/api/imports/template.xlsx" download>
              XLSX template
            </Anchor>{' '}
            or{' '}
            <Anchor href="/api/imports/template.csv" download>
              CSV template
            </Anchor>
            .
          </Text>
          {messagesOf(uploadError).map((m) => (
            <Alert key={m} color="red" role="alert">
              {m}
            </Alert>
          ))}
          <Group align="end">
            <FileInput
              label="Client file"
              placeholder="Choose a CSV or XLSX file"
              value={file}
              onChange={setFile}
              accept=".csv,.txt,.xlsx"
              w={320}
            />
            <NativeSelect
              label="Encoding (CSV)"
              data={ENCODINGS}
              value={encoding}
              onChange={(e) => setEncoding(e.currentTarget.value)}
            />
            <TextInput
              label="Sheet (XLSX)"
              placeholder="The first sheet"
              value={sheet}
              onChange={(e) => setSheet(e.currentTarget.value)}
              w={180}
            />
          </Group>
          <Group align="end">
            <FileInput
              label="Signed 8821s (optional)"
              description="A ZIP of PDFs (up to 200 MB, 2,000 files, 10 MB each), matched to rows by the 8821 file column"
              placeholder="Choose a ZIP file"
              value={forms}
              onChange={setForms}
              accept=".zip"
              clearable
              w={420}
            />
            <Button
              onClick={() =>
                file && void upload({ file, forms }, { encoding: encoding || null, sheet: sheet.trim() || null })
              }
              disabled={!file}
              loading={uploading}
            >
              Upload
            </Button>
          </Group>
        </Stack>
      )}
      {importId && (
        <Suspense fallback={<Text>Loading…</Text>}>
          <ImportSteps id={importId} />
        </Suspense>
      )}
    </Stack>
  );
}
