import { Alert, Button, Card, FileButton, Group, List, Loader, Progress, Stack, Text, Title } from '@mantine/core';
import type { ReportTranscripts } from '@taxlens/contracts';
import { useCompleteFromTranscripts } from '../api/complete-from-transcripts';
import { useReportTranscripts } from '../api/get-report-transcripts';
import { useTranscriptAction } from '../api/transcript-action';
import { useUploadTranscripts } from '../api/upload-transcripts';
import { ErrorAlert } from '../content/error-alert';
import { BeforeOrderModules } from './before-order-modules';
import { DerivedPeriods } from './derived-periods';
import { TranscriptModules } from './transcript-modules';

function LeftOut({
  title,
  rows,
}: {
  title: string;
  rows: { form: string | null; taxPeriod: string | null; why: string }[];
}) {
  if (rows.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text fw={500}>{title}</Text>
      <List size="sm">
        {rows.map((r, i) => (
          <List.Item key={i}>{`Form ${r.form ?? '?'}, ${r.taxPeriod ?? 'no period'}: ${r.why}`}</List.Item>
        ))}
      </List>
    </Stack>
  );
}

function Files({ view }: { view: ReportTranscripts }) {
  const { files, done } = view.progress;
  return (
    <Stack gap="xs">
      {done < files && (
        <Stack gap={4} aria-live="polite">
          <Text size="sm">{`Reading transcripts: ${done} of ${files} files read.`}</Text>
          <Progress value={(100 * done) / files} aria-label="Reading progress" animated />
        </Stack>
      )}
      {view.files
        .filter((f) => f.refusal)
        .map((f) => (
          <Alert key={f.id} color="red" title={`${f.fileName} was not attached`}>
            {f.refusal!.detail}
          </Alert>
        ))}
    </Stack>
  );
}

/** Operations: upload the client's transcripts, review what was read, correct, then complete the report from them. */
export function TranscriptsPanel({ reportId, open }: { reportId: string; open: boolean }) {
  const view = useReportTranscripts(reportId);
  const upload = useUploadTranscripts(reportId);
  const action = useTranscriptAction(reportId);
  const complete = useCompleteFromTranscripts(reportId);
  const v = view.data;
  return (
    <Card withBorder>
      <Stack>
        <Group justify="space-between">
          <Title order={2} size="h4">
            IRS transcripts
          </Title>
          {open && (
            <FileButton
              multiple
              accept=".pdf,.txt,.html,.htm,.zip"
              onChange={(files) => files.length && upload.mutate(files)}
            >
              {(props) => (
                <Button {...props} variant="light" loading={upload.isPending}>
                  Upload transcripts
                </Button>
              )}
            </FileButton>
          )}
        </Group>
        <ErrorAlert error={upload.error} />
        {view.isPending ? (
          <Group>
            <Loader size="sm" />
            <Text size="sm">Loading transcripts…</Text>
          </Group>
        ) : view.isError ? (
          <ErrorAlert error={view.error} />
        ) : v!.files.length === 0 ? (
          <Text size="sm">
            No transcripts uploaded yet. Upload the files the IRS delivered (PDF, text, HTML or a ZIP of them).
          </Text>
        ) : (
          <>
            <Files view={v!} />
            {v!.periods.length > 0 && <DerivedPeriods periods={v!.periods} action={action} open={open} />}
            <LeftOut title="Not reported by the IRS" rows={v!.notReported} />
            <LeftOut title="Evidence only (not a form or period the report lists)" rows={v!.evidenceOnly} />
            <LeftOut title="Read twice" rows={v!.superseded} />
            <BeforeOrderModules reportId={reportId} rows={v!.beforeOrder} open={open} />
            {v!.missing.length > 0 && (
              <Text size="sm">{`The 8821 covers these periods, with no transcript: ${v!.missing.join(', ')}.`}</Text>
            )}
            <TranscriptModules modules={v!.modules} action={action} />
            {open && (
              <Stack gap="xs">
                {v!.blockers.length > 0 && (
                  <List size="sm" aria-label="Before completing">
                    {v!.blockers.map((b) => (
                      <List.Item key={b}>{b}</List.Item>
                    ))}
                  </List>
                )}
                <Group>
                  <Button
                    disabled={v!.blockers.length > 0}
                    loading={complete.isPending}
                    onClick={() => complete.mutate()}
                  >
                    Complete from transcripts
                  </Button>
                </Group>
                <ErrorAlert error={complete.error} />
              </Stack>
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}
