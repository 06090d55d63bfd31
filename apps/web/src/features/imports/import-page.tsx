import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Suspense } from 'react';
import { useParams } from 'react-router';
import { preloaded } from '../../shared/ui/preloaded';
import { UploadForm } from './components/upload-form';

// An uploaded import's steps (mapping, preview, result, ordering, the signature requests' dialog) are
// their own chunk (decision 308): the upload form shows without them; they are asked for as soon as a
// file is chosen, and by a link to an import.
const ImportSteps = preloaded(() => import('./components/import-steps').then((m) => m.ImportSteps));

/** /client/import and /client/import/{importId}: upload, map, preview, import (decision 177). */
export function ImportClientsPage() {
  const { importId } = useParams();

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
          <UploadForm onFileChosen={() => void ImportSteps.preload().catch(() => undefined)} />
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
