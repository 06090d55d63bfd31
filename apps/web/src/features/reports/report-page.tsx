import { ReportEvidence } from './report-evidence';
import { Alert, Anchor, Button, Group, List, Stack, Table, Text, Title } from '@mantine/core';
import {
  describeReportFacts,
  displayDate,
  formatInstant,
  formatUsd,
  type ReportView,
  type TaxPeriod,
} from '@taxlens/contracts';
import { Link, useParams } from 'react-router';
import { useSessionUser } from '../../shared/session/use-session-user';
import { FormCheckVerdictBadge } from '../../shared/ui/form-check-verdict';
import { PageSkeleton } from '../../shared/ui/page-skeleton';
import { reportPdfUrl, useReport } from './api/get-report';
import classes from './report-page.module.css';
import { BodyCell, BodyRow } from '../../shared/ui/table-body-rows';

const dateOrDash = (iso: string | null) => (iso ? displayDate(iso) : '--');
const words = (code: string) => code.charAt(0) + code.slice(1).toLowerCase().replaceAll('_', ' ');

function PeriodRow({ p }: { p: TaxPeriod }) {
  return (
    <BodyRow>
      <BodyCell>{p.form}</BodyCell>
      <BodyCell>{p.period}</BodyCell>
      <BodyCell>{p.filed ? `Yes ${dateOrDash(p.filedOn)}` : 'Not filed'}</BodyCell>
      <BodyCell>{formatUsd(p.balanceCents)}</BodyCell>
      <BodyCell>{p.installmentAgreement ? (p.iaInDefault ? 'Yes, in default' : 'Yes') : 'No'}</BodyCell>
      <BodyCell>{dateOrDash(p.lienFiledOn)}</BodyCell>
      <BodyCell>{dateOrDash(p.levyNoticeOn)}</BodyCell>
    </BodyRow>
  );
}

function ReportBody({ report }: { report: ReportView }) {
  const timeZone = useSessionUser()?.timeZone;
  const facts = describeReportFacts(report, displayDate, ['Completed', formatInstant(report.completedAt, timeZone)]);
  return (
    <Stack className={classes.page}>
      <Title order={1}>{`${report.businessName}: ${report.reportTypeLabel}`}</Title>
      <Group className={classes.noPrint}>
        <Anchor component={Link} to={`/client/${report.clientId}`}>
          Back to the client
        </Anchor>
        <Button component="a" href={reportPdfUrl(report.id)} download variant="light">
          Download PDF
        </Button>
        <Button variant="default" onClick={() => window.print()}>
          Print
        </Button>
      </Group>
      <dl data-testid="report-facts" className={classes.facts}>
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{`${label}:`}</dt> <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <Group gap="xs" data-testid="report-form-check">
        <Text size="sm">Form 8821 check:</Text>
        <FormCheckVerdictBadge check={report.form8821Check} />
      </Group>
      <Title order={2} size="h4">
        Findings
      </Title>
      <Text>{`Total liability: ${formatUsd(report.totalLiabilityCents)}. Risk: ${words(report.riskLevel)}.`}</Text>
      {report.findings.length === 0 ? (
        <Text>No findings.</Text>
      ) : (
        <List>
          {report.findings.map((f) => (
            <List.Item key={f}>{f}</List.Item>
          ))}
        </List>
      )}
      <Title order={2} size="h4">
        Tax periods
      </Title>
      <Table.ScrollContainer minWidth={640}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              {['Form', 'Period', 'Filed', 'Balance', 'Installment agreement', 'Lien filed', 'Levy notice'].map((h) => (
                <Table.Th key={h}>{h}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {report.periods.map((p) => (
              <PeriodRow key={`${p.form}-${p.period}`} p={p} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ReportEvidence reportId={report.id} />
    </Stack>
  );
}

/** /reports/{reportId}: one completed report as a page a lender can print or download as a PDF (docs/decisions/166). */
export function ReportPage() {
  const { reportId = '' } = useParams();
  const report = useReport(reportId);
  if (report.isPending) return <PageSkeleton />;
  if (report.isError) {
    return (
      <Stack>
        <Title order={1}>Report</Title>
        <Alert color="red">This report could not be found.</Alert>
      </Stack>
    );
  }
  return <ReportBody report={report.data} />;
}
