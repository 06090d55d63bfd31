import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Card, FileButton, Group, NativeSelect, Progress, Stack, Text, Title } from '@mantine/core';
import { fileMailboxItemSchema, type TranscriptMailbox, type TranscriptMailboxItem } from '@taxlens/contracts';
import { useForm } from 'react-hook-form';
import { ZonedTime } from '../../shared/format/zoned';
import { DataTable, type DataTableColumn } from '../../shared/ui/data-table';
import { useMailboxItems } from './api/get-mailbox-items';
import { useMailboxes } from './api/get-mailboxes';
import { useMailboxItemAction } from './api/mailbox-item-action';
import { useUploadMailbox } from './api/upload-mailbox';
import { ErrorAlert } from './content/error-alert';
import { OpsNav } from './ops-nav';

const REASONS: Record<TranscriptMailboxItem['reason'], string> = {
  AMBIGUOUS: 'Ambiguous',
  UNMATCHED: 'Unmatched',
  REFUSED: 'Refused',
};

function MailboxRow({ box }: { box: TranscriptMailbox }) {
  const { files, done } = box.progress;
  return (
    <Stack gap={4} data-testid="transcript-mailbox">
      <Text fw={500}>{box.fileName}</Text>
      {box.status === 'REFUSED' || box.status === 'FAILED' ? (
        <Alert color="red" title="The mailbox was not filed">
          {box.refusal?.detail}
        </Alert>
      ) : box.status === 'DONE' ? (
        <Text size="sm">{`Filed: ${box.filed} ${box.filed === 1 ? 'module' : 'modules'} filed under their report, ${box.listed} listed below.`}</Text>
      ) : (
        <Stack gap={4} aria-live="polite">
          <Text size="sm">{files ? `Filing: ${done} of ${files} files matched.` : 'Opening the mailbox…'}</Text>
          <Progress value={files ? (100 * done) / files : 0} aria-label="Filing progress" animated />
        </Stack>
      )}
    </Stack>
  );
}

// The server's schema of "File to report": the chosen report.
const fileResolver = zodResolver(fileMailboxItemSchema);

function ItemActions({ item }: { item: TranscriptMailboxItem }) {
  const action = useMailboxItemAction();
  const { register, handleSubmit } = useForm<{ reportId: string }>({
    resolver: fileResolver,
    defaultValues: { reportId: item.candidates[0]?.reportId ?? '' },
  });
  return (
    <Stack gap={4}>
      <form
        aria-label={`File ${item.source}`}
        onSubmit={(event) =>
          void handleSubmit(({ reportId }) => action.mutate({ kind: 'file', itemId: item.id, reportId }))(event)
        }
      >
        <Group gap="xs" wrap="nowrap">
          {item.candidates.length > 0 && (
            <>
              <NativeSelect
                aria-label={`Report for ${item.source}`}
                size="xs"
                data={item.candidates.map((c) => ({ value: c.reportId, label: `${c.client} (${c.lender})` }))}
                {...register('reportId')}
              />
              <Button type="submit" size="xs" loading={action.isPending}>
                File to report
              </Button>
            </>
          )}
          <Button
            size="xs"
            variant="default"
            loading={action.isPending}
            onClick={() => action.mutate({ kind: 'discard', itemId: item.id })}
          >
            Discard
          </Button>
        </Group>
      </form>
      <ErrorAlert error={action.error} />
    </Stack>
  );
}

const columns: DataTableColumn<TranscriptMailboxItem>[] = [
  { header: 'File', cell: (i) => i.source },
  { header: 'Module', cell: (i) => (i.form ? `Form ${i.form}, ${i.taxPeriod ?? 'no period'}` : '—') },
  { header: 'Taxpayer', cell: (i) => [i.tin, i.name].filter(Boolean).join(' ') || '—' },
  { header: 'Reason', cell: (i) => `${REASONS[i.reason]}: ${i.detail}` },
  { header: 'Listed', cell: (i) => <ZonedTime value={i.listedAt} /> },
  { header: 'Action', cell: (i) => <ItemActions item={i} /> },
];

/**
 * /ops/transcripts/mailbox (decision 283): upload the IRS mailbox as one ZIP; each module is filed under the one
 * open report it matches, and what matches several reports or none waits here (30 days) for an operator.
 */
export function TranscriptMailboxPage() {
  const upload = useUploadMailbox();
  const mailboxes = useMailboxes();
  const busy = mailboxes.data?.mailboxes.some((m) => m.status === 'QUEUED' || m.status === 'READING') ?? false;
  const version = mailboxes.data?.mailboxes.map((m) => `${m.id}:${m.status}:${m.progress.done}`).join(',') ?? '';
  const items = useMailboxItems(busy, version);
  return (
    <Stack>
      <OpsNav />
      <Title order={1}>Transcript mailbox</Title>
      <Card withBorder>
        <Stack>
          <Group justify="space-between">
            <Text size="sm">
              Upload the e-Services mailbox as one ZIP (at most 10 MB). Each module is filed under the one open report
              whose client matches its TIN&apos;s last four and name; the rest is listed below.
            </Text>
            <FileButton accept=".zip" onChange={(file) => file && upload.mutate(file)}>
              {(props) => (
                <Button {...props} loading={upload.isPending}>
                  Upload mailbox ZIP
                </Button>
              )}
            </FileButton>
          </Group>
          <ErrorAlert error={upload.error} />
          <ErrorAlert error={mailboxes.error} />
          {mailboxes.data?.mailboxes.slice(0, 5).map((m) => (
            <MailboxRow key={m.id} box={m} />
          ))}
        </Stack>
      </Card>
      <Title order={2} size="h4">
        Not filed
      </Title>
      <DataTable
        columns={columns}
        rows={items.data?.items}
        rowKey={(i) => i.id}
        error={items.isError && <ErrorAlert error={items.error} />}
        emptyText="Nothing waits: every module was filed."
        minWidth={900}
      />
    </Stack>
  );
}
