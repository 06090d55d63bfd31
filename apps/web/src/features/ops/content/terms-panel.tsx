import { Alert, Button, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { DataTable, type DataTableColumn } from '../../../shared/ui/data-table';
import { type TermsVersion, useTermsVersions } from '../api/get-terms-versions';
import { usePublishTerms } from '../api/publish-terms';
import { ErrorAlert } from './error-alert';
import { ZonedDate } from '../../../shared/format/zoned';

const COLUMNS: DataTableColumn<TermsVersion>[] = [
  { header: 'Version', cell: (v) => v.version },
  { header: 'Published', cell: (v) => <ZonedDate value={v.publishedAt} /> },
  { header: 'What changed', cell: (v) => v.summary },
];

/** Terms & Conditions versions; publishing one asks every user to accept it at the next sign-in. */
export function TermsPanel() {
  const versions = useTermsVersions();
  const publish = usePublishTerms();
  const [title, setTitle] = useState('TaxLens Portal Terms & Conditions');
  const [summary, setSummary] = useState('');
  const [bodyMarkdown, setBody] = useState('');

  return (
    <Stack>
      <DataTable columns={COLUMNS} rows={versions.data ?? []} rowKey={(v) => v.version} />
      <Stack
        component="form"
        onSubmit={(e) => {
          e.preventDefault();
          if (!window.confirm('Publish this version? Every user must accept it at their next sign-in.')) return;
          publish.mutate(
            { title, summary, bodyMarkdown },
            {
              onSuccess: () => {
                setSummary('');
                setBody('');
              },
            },
          );
        }}
      >
        <Title order={3}>Publish a new version</Title>
        <ErrorAlert error={publish.error} />
        {publish.data && <Alert color="green" role="status">{`Version ${publish.data.version} is published.`}</Alert>}
        <TextInput label="Title" required value={title} onChange={(e) => setTitle(e.currentTarget.value)} />
        <Textarea
          label="What changed (shown in the notice users accept)"
          required
          autosize
          minRows={2}
          value={summary}
          onChange={(e) => setSummary(e.currentTarget.value)}
        />
        <Textarea
          label="Full text (Markdown)"
          required
          autosize
          minRows={8}
          value={bodyMarkdown}
          onChange={(e) => setBody(e.currentTarget.value)}
        />
        <Button type="submit" loading={publish.isPending} style={{ alignSelf: 'flex-start' }}>
          Publish version
        </Button>
      </Stack>
    </Stack>
  );
}
