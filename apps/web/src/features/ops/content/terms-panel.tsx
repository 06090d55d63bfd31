import { Alert, Button, Stack, Table, Textarea, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { formatDate } from '../../../shared/format/format';
import { usePublishTerms, useTermsVersions } from '../api/content-admin';
import { ErrorAlert } from './error-alert';

/** Terms & Conditions versions; publishing one asks every user to accept it at the next sign-in. */
export function TermsPanel() {
  const versions = useTermsVersions();
  const publish = usePublishTerms();
  const [title, setTitle] = useState('TaxLens Portal Terms & Conditions');
  const [summary, setSummary] = useState('');
  const [bodyMarkdown, setBody] = useState('');

  return (
    <Stack>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Version</Table.Th>
            <Table.Th>Published</Table.Th>
            <Table.Th>What changed</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {versions.data?.map((v) => (
            <Table.Tr key={v.version}>
              <Table.Td>{v.version}</Table.Td>
              <Table.Td>{formatDate(v.publishedAt)}</Table.Td>
              <Table.Td>{v.summary}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Stack
        component="form"
        onSubmit={(e) => {
          e.preventDefault();
          if (!window.confirm('Publish this version? Every user must accept it at their next sign-in.')) return;
          publish.mutate({ title, summary, bodyMarkdown }, { onSuccess: () => { setSummary(''); setBody(''); } });
        }}
      >
        <Title order={3}>Publish a new version</Title>
        <ErrorAlert error={publish.error} />
        {publish.data && <Alert color="green" role="status">{`Version ${publish.data.version} is published.`}</Alert>}
        <TextInput label="Title" required value={title} onChange={(e) => setTitle(e.currentTarget.value)} />
        <Textarea label="What changed (shown in the notice users accept)" required autosize minRows={2} value={summary} onChange={(e) => setSummary(e.currentTarget.value)} />
        <Textarea label="Full text (Markdown)" required autosize minRows={8} value={bodyMarkdown} onChange={(e) => setBody(e.currentTarget.value)} />
        <Button type="submit" loading={publish.isPending} style={{ alignSelf: 'flex-start' }}>
          Publish version
        </Button>
      </Stack>
    </Stack>
  );
}
