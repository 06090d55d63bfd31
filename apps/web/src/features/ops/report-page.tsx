import { Alert, Anchor, Badge, Button, Card, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import {
  CATEGORY_LABELS,
  type CategoryCode,
  DELETED_AFTER_RETENTION,
  DELIVERY_LABELS,
  displayDate,
  labelOfCode,
  formatUsd,
  REPORT_TYPES,
} from '@taxlens/contracts';
import { Link, useParams } from 'react-router';
import { AfterFirstPaint } from '../../shared/ui/after-first-paint';
import { PageSkeleton } from '../../shared/ui/page-skeleton';
import { useOpsReport } from './api/get-ops-report';
import { useReportAction } from './api/report-action';
import { useRevealReportTaxId } from './api/reveal-report-tax-id';
import { ErrorAlert } from './content/error-alert';
import { describeDue } from './due-label';
import { OpsNav } from './ops-nav';
import { CompleteForm } from './report/complete-form';
import { OnlineSubmission } from './report/online-submission';
import { FormCheckCard } from './report/form-check-card';
import { FormStageCard } from './report/form-stage-card';
import { RejectForm } from './report/reject-form';
import { TranscriptsPanel } from './report/transcripts-panel';
import { ZonedTime } from '../../shared/format/zoned';
import { Columns } from '../../shared/ui/columns';

const EVENT_LABELS: Record<string, string> = {
  PLACED: 'Order placed',
  CREATED: 'Report created',
  STARTED: 'Started',
  REJECTED: 'Rejected',
  RESUBMITTED: 'New 8821 uploaded',
  COMPLETED: 'Completed',
  SUBMITTED_ONLINE: '8821 submitted online',
};
const yesNo = (b: boolean) => (b ? 'Yes' : 'No');

/** /ops/reports/{reportId}: one report's client, 8821, options and history, with its actions. */
export function OpsReportPage() {
  const { reportId = '' } = useParams();
  const report = useOpsReport(reportId);
  const action = useReportAction(reportId);
  const rejectAction = useReportAction(reportId);
  const completeAction = useReportAction(reportId);
  const submissionAction = useReportAction(reportId);
  const stageAction = useReportAction(reportId);
  const reveal = useRevealReportTaxId(reportId);
  if (report.isPending) return <PageSkeleton />;
  if (report.isError)
    return (
      <Stack>
        <OpsNav />
        <ErrorAlert error={report.error} />
      </Stack>
    );
  const r = report.data;
  const open = r.status === 'PENDING' || r.status === 'IN_PROGRESS';
  const due = r.order ? describeDue(r.order.dueAt, new Date()) : null;

  return (
    <Stack>
      <OpsNav />
      <Group justify="space-between">
        <Title order={1}>{r.client.businessName}</Title>
        <Badge
          data-testid="report-status"
          size="lg"
          color={r.status === 'REJECTED' ? 'red' : r.status === 'COMPLETED' ? 'green' : 'blue'}
        >
          {labelOfCode(r.status)}
        </Badge>
      </Group>
      <Text>
        {REPORT_TYPES.find((t) => t.code === r.reportType)?.label ?? r.reportType} for{' '}
        <Anchor component={Link} to={`/ops/lenders/${r.lender.id}`}>
          {r.lender.name}
        </Anchor>
        {r.kind === 'MONITORING' ? ' (monitoring)' : ''}
      </Text>
      <Columns cols={{ base: 1, md: 2 }}>
        <Card withBorder>
          <Title order={2} size="h4">
            Client
          </Title>
          <Text>{r.client.address}</Text>
          {r.client.phone && <Text>{r.client.phone}</Text>}
          <Text>Client status: {r.client.status}</Text>
          <Group gap="xs">
            <Text span fw={500}>{`${r.client.taxIdKind}:`}</Text>
            <Text span ff="monospace" aria-live="polite">
              {reveal.data?.taxId ?? r.client.maskedTaxId}
            </Text>
            {!reveal.data && (
              <Button size="compact-sm" variant="light" loading={reveal.isPending} onClick={() => reveal.mutate()}>
                Reveal
              </Button>
            )}
          </Group>
          <ErrorAlert error={reveal.error} />
        </Card>
        <Card withBorder>
          <Title order={2} size="h4">
            Order
          </Title>
          {r.order ? (
            <>
              <Text>
                Delivery: {DELIVERY_LABELS[r.order.delivery as keyof typeof DELIVERY_LABELS] ?? r.order.delivery}
              </Text>
              <Text>
                Placed <ZonedTime value={r.order.createdAt} /> by {r.order.placedBy}
              </Text>
              <Text>
                Due: {r.order.dueAt ? <ZonedTime value={r.order.dueAt} /> : '--'}
                {open && due ? ` (${due.text})` : ''}
              </Text>
              <Text>
                Tax return transcripts: {yesNo(r.order.taxReturnTranscripts)}; record of account:{' '}
                {yesNo(r.order.recordOfAccount)}; wage and income: {yesNo(r.order.wageIncome)}
                {r.order.onDemand ? '; on demand' : ''}
              </Text>
            </>
          ) : (
            <Text>A monitoring report (no order).</Text>
          )}
        </Card>
      </Columns>

      {r.rejection && (
        <Alert color="red" title={`Rejected: ${r.rejection.reason}`}>
          {r.rejection.note}
        </Alert>
      )}
      {r.status === 'COMPLETED' && (
        <Card withBorder>
          <Title order={2} size="h4">
            Report of {displayDate(r.reportDate)}
          </Title>
          <Text>
            Total liability: {formatUsd(r.totalLiabilityCents)}; risk: {r.riskLevel}
          </Text>
          <Text>
            {r.categories.length
              ? r.categories.map((c) => CATEGORY_LABELS[c as CategoryCode] ?? c).join(', ')
              : 'No findings.'}
          </Text>
        </Card>
      )}

      <Title order={2} size="h4">
        Form 8821
      </Title>
      <FormCheckCard report={r} />
      <FormStageCard report={r} action={stageAction} />
      {r.form8821ESigned && <OnlineSubmission report={r} action={submissionAction} />}
      {r.form8821DeletedAt ? (
        <Text>Form 8821 {DELETED_AFTER_RETENTION}.</Text>
      ) : r.hasForm8821 ? (
        <iframe
          title="Form 8821"
          src={`/api/ops/reports/${r.reportId}/form8821`}
          style={{ width: '100%', height: 520, border: '1px solid #ccc' }}
        />
      ) : (
        <Text>No Form 8821 on file.</Text>
      )}
      {r.hasSpouseForm8821 && (
        <>
          <Title order={3} size="h5">
            The spouse's Form 8821 (joint filers)
          </Title>
          <iframe
            title="The spouse's Form 8821"
            src={`/api/ops/reports/${r.reportId}/form8821?signer=spouse`}
            style={{ width: '100%', height: 520, border: '1px solid #ccc' }}
          />
        </>
      )}

      {/* Below the first view: the transcripts (and their call), the actions and the history are drawn
          once the page has painted, as a transition in short slices (decision 308). */}
      <AfterFirstPaint fallback={<Skeleton h={240} />}>
        <TranscriptsPanel reportId={r.reportId} open={open} />

        {open && (
          <Card withBorder>
            <Stack>
              {r.status === 'PENDING' && (
                <Group>
                  <Button onClick={() => action.mutate({ kind: 'start' })} loading={action.isPending}>
                    Start
                  </Button>
                  <Text size="sm">Marks the report in progress.</Text>
                  <ErrorAlert error={action.error} />
                </Group>
              )}
              <RejectForm action={rejectAction} suggested={r.formCheck?.codes ?? []} />
              <CompleteForm action={completeAction} />
            </Stack>
          </Card>
        )}

        <Title order={2} size="h4">
          History
        </Title>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>When</Table.Th>
              <Table.Th>What</Table.Th>
              <Table.Th>Who</Table.Th>
              <Table.Th>Note</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {r.history.map((e, i) => (
              <Table.Tr key={i}>
                <Table.Td>
                  <ZonedTime value={e.at} />
                </Table.Td>
                <Table.Td>{EVENT_LABELS[e.type] ?? e.type}</Table.Td>
                <Table.Td>{e.by ?? '--'}</Table.Td>
                <Table.Td>{e.note ?? ''}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </AfterFirstPaint>
    </Stack>
  );
}
