import { Alert, Anchor, Button, FileInput, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import type { ImportMapping } from '@taxlens/contracts';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ApiError } from '../../shared/api/api-client';
import { useImport } from './api/get-import';
import { useImportAction } from './api/import-action';
import { type ImportFiles, type ReadOptions, uploadImport } from './api/upload-import';
import { filesOf, rememberFiles } from './api/uploaded-files';
import { ImportPreview } from './components/import-preview';
import { ENCODINGS, ReadAgain } from './components/read-again';
import { ImportResult } from './components/import-result';
import { ThenOrder } from './components/then-order';
import { ThenSign } from './components/then-sign';
import { MappingEditor } from './components/mapping-editor';

const messagesOf = (error: unknown) =>
  error instanceof ApiError
    ? error.messages.map((m) => m.value)
    : error
      ? ['Something went wrong. Please try again.']
      : [];

/** Uploads the files (read as asked) and opens the new import's preview. */
function useUpload() {
  const navigate = useNavigate();
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  async function upload(files: ImportFiles, options: ReadOptions) {
    setBusy(true);
    setError(null);
    try {
      const summary = await uploadImport(files, options);
      rememberFiles(summary.id, files);
      navigate(`/client/import/${summary.id}`);
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  }
  return { upload, error, busy };
}

/** /client/import and /client/import/{importId}: upload, map, preview, import (decision 177). */
export function ImportClientsPage() {
  const { importId } = useParams();
  const [file, setFile] = useState<File | null>(null);
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
      {importId && <ImportSteps id={importId} />}
    </Stack>
  );
}

function ImportSteps({ id }: { id: string }) {
  const [ordering, setOrdering] = useState(false);
  const query = useImport(id, ordering);
  const { settings, confirm } = useImportAction(id);
  const again = useUpload();
  const summary = query.data;
  const files = filesOf(id);
  if (query.error) return <Alert color="red">{messagesOf(query.error)[0]}</Alert>;
  if (!summary) return <Text>Loading…</Text>;
  const editable = summary.status === 'UPLOADED' || summary.status === 'PREVIEWED';
  const importable = (summary.counts?.valid ?? 0) + (summary.counts?.warning ?? 0);
  const change = (mapping: ImportMapping, existing: 'skip' | 'update') => settings.mutate({ mapping, existing });
  return (
    <Stack>
      <Text>
        {summary.fileName}: {summary.rowCount} rows{summary.encoding ? ` (${summary.encoding})` : ''}
        {summary.sheet ? `, sheet ${summary.sheet}` : ''}
      </Text>
      {summary.forms && <Text>{`Signed 8821s: ${summary.forms.fileName} (${summary.forms.count} PDFs)`}</Text>}
      {editable && (
        <ReadAgain
          summary={summary}
          canReadAgain={files !== null}
          busy={again.busy}
          onRead={(options) => files && void again.upload(files, options)}
        />
      )}
      {[...messagesOf(settings.error), ...messagesOf(confirm.error), ...messagesOf(again.error)].map((m) => (
        <Alert key={m} color="red" role="alert">
          {m}
        </Alert>
      ))}
      {editable && (
        <>
          <Title order={2}>Map columns</Title>
          <MappingEditor
            headers={summary.headers}
            mapping={summary.mapping}
            existing={summary.existing}
            disabled={settings.isPending}
            onChange={change}
          />
          <Title order={2}>Preview</Title>
          <ImportPreview summary={summary} />
          <Group>
            <Button
              onClick={() => confirm.mutate()}
              disabled={importable === 0 || settings.isPending}
              loading={confirm.isPending}
            >
              {`Import ${importable} clients`}
            </Button>
          </Group>
        </>
      )}
      {!editable && <ImportResult summary={summary} />}
      {summary.status === 'DONE' && (
        <ThenOrder summary={summary} ordering={ordering} onStarted={() => setOrdering(true)} />
      )}
      {summary.status === 'DONE' && <ThenSign summary={summary} />}
    </Stack>
  );
}
