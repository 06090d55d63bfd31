import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { ImportMapping } from '@taxlens/contracts';
import { useState } from 'react';
import { useImport } from '../api/get-import';
import { useImportAction } from '../api/import-action';
import { filesOf } from '../api/uploaded-files';
import { messagesOf, useUpload } from '../use-upload';
import { ImportPreview } from './import-preview';
import { ReadAgain } from './read-again';
import { ImportResult } from './import-result';
import { ThenOrder } from './then-order';
import { ThenSign } from './then-sign';
import { MappingEditor } from './mapping-editor';

/** An uploaded import's steps: read again, map, preview, import, then order or sign (decision 177). */
export function ImportSteps({ id }: { id: string }) {
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
