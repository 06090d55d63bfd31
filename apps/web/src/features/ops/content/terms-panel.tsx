import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { type TermsInput, termsInputSchema } from '@taxlens/contracts';
import { useForm } from 'react-hook-form';
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

const resolver = zodResolver(termsInputSchema);

/** Terms & Conditions versions; publishing one asks every user to accept it at the next sign-in. */
export function TermsPanel() {
  const versions = useTermsVersions();
  const publish = usePublishTerms();
  const { register, handleSubmit, formState, resetField } = useForm<TermsInput>({
    resolver,
    defaultValues: { title: 'TaxLens Portal Terms & Conditions', summary: '', bodyMarkdown: '' },
  });
  const e = formState.errors;

  return (
    <Stack>
      <DataTable columns={COLUMNS} rows={versions.data ?? []} rowKey={(v) => v.version} />
      <Stack
        component="form"
        onSubmit={handleSubmit((input) => {
          if (!window.confirm('Publish this version? Every user must accept it at their next sign-in.')) return;
          publish.mutate(input, {
            onSuccess: () => {
              resetField('summary');
              resetField('bodyMarkdown');
            },
          });
        })}
      >
        <Title order={3}>Publish a new version</Title>
        <ErrorAlert error={publish.error} />
        {publish.data && <Alert color="green" role="status">{`Version ${publish.data.version} is published.`}</Alert>}
        <TextInput label="Title" required error={e.title?.message} {...register('title')} />
        <Textarea
          label="What changed (shown in the notice users accept)"
          required
          autosize
          minRows={2}
          error={e.summary?.message}
          {...register('summary')}
        />
        <Textarea
          label="Full text (Markdown)"
          required
          autosize
          minRows={8}
          error={e.bodyMarkdown?.message}
          {...register('bodyMarkdown')}
        />
        <Button type="submit" loading={publish.isPending} style={{ alignSelf: 'flex-start' }}>
          Publish version
        </Button>
      </Stack>
    </Stack>
  );
}
