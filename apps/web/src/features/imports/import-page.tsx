import { Alert, Anchor, Button, FileInput, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import type { ImportMapping } from '@taxlens/contracts';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ApiError } from '../../shared/api/api-client';
import { uploadImport, useImport, useImportAction } from './api/imports';
import { ImportPreview } from './components/import-preview';
import { ImportResult } from './components/import-result';
import { ThenOrder } from './components/then-order';
import { MappingEditor } from './components/mapping-editor';

const ENCODINGS = [
  { value: '', label: 'Detect' },
  { value: 'utf-8', label: 'UTF-8' },
  { value: 'utf-16le', label: 'UTF-16' },
  { value: 'windows-1252', label: 'Windows-1252' },
];

const messagesOf = (error: unknown) => (error instanceof ApiError ? error.messages.map((m) => m.value) : error ? ['Something went wrong. Please try again.'] : []);

/** /client/import and /client/import/{importId}: upload, map, preview, import (issue 23). */
export function ImportClientsPage() {
  const { importId } = useParams();
  const navigate = useNavigate();
  const [file, setFile] = useState<File | null>(null);
  const [encoding, setEncoding] = useState('');
  const [uploadError, setUploadError] = useState<unknown>(null);
  const [uploading, setUploading] = useState(false);

  async function upload() {
    if (!file) return;
    setUploading(true);
    setUploadError(null);
    try {
      const summary = await uploadImport(file, encoding || null);
      navigate(`/client/import/${summary.id}`);
    } catch (error) {
      setUploadError(error);
    } finally {
      setUploading(false);
    }
  }

  return (
    <Stack>
      <Title order={1} tabIndex={-1}>
        Import Clients
      </Title>
      {!importId && (
        <Stack>
          <Text>
            Upload a CSV or XLSX file of up to 10,000 clients (10 MB). Start from a template:{' '}
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
            <FileInput label="Client file" placeholder="Choose a CSV or XLSX file" value={file} onChange={setFile} accept=".csv,.txt,.xlsx" w={320} />
            <NativeSelect label="Encoding (CSV)" data={ENCODINGS} value={encoding} onChange={(e) => setEncoding(e.currentTarget.value)} />
            <Button onClick={() => void upload()} disabled={!file} loading={uploading}>
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
  const summary = query.data;
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
      {[...messagesOf(settings.error), ...messagesOf(confirm.error)].map((m) => (
        <Alert key={m} color="red" role="alert">
          {m}
        </Alert>
      ))}
      {editable && (
        <>
          <Title order={2}>Map columns</Title>
          <MappingEditor headers={summary.headers} mapping={summary.mapping} existing={summary.existing} disabled={settings.isPending} onChange={change} />
          <Title order={2}>Preview</Title>
          <ImportPreview summary={summary} />
          <Group>
            <Button onClick={() => confirm.mutate()} disabled={importable === 0 || settings.isPending} loading={confirm.isPending}>
              {`Import ${importable} clients`}
            </Button>
          </Group>
        </>
      )}
      {!editable && <ImportResult summary={summary} />}
      {summary.status === 'DONE' && <ThenOrder summary={summary} ordering={ordering} onStarted={() => setOrdering(true)} />}
    </Stack>
  );
}
