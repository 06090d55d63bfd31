import { Alert, Anchor, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { displayDate, formatUsd, type TaxPeriod } from '@taxlens/contracts';
import { Link, useParams } from 'react-router';
import { DataTable, type DataTableColumn } from '../../shared/ui/data-table';
import { PageSkeleton } from '../../shared/ui/page-skeleton';
import { useClientSummary } from './api/get-client-summary';

const words = (code: string) => code.charAt(0) + code.slice(1).toLowerCase().replaceAll('_', ' ');

const day = (date: string) => displayDate(date);

const PERIOD_COLUMNS: DataTableColumn<TaxPeriod>[] = [
  { header: 'Form', cell: (p) => p.form },
  { header: 'Period', cell: (p) => p.period },
  { header: 'Filed', cell: (p) => (p.filed ? (p.filedOn ? day(p.filedOn) : '') || 'Yes' : 'No') },
  { header: 'Balance', cell: (p) => formatUsd(p.balanceCents) },
  {
    header: 'Installment agreement',
    cell: (p) => (p.installmentAgreement ? (p.iaInDefault ? 'In default' : 'Yes') : 'No'),
  },
  { header: 'Lien filed', cell: (p) => (p.lienFiledOn ? day(p.lienFiledOn) : '--') },
  { header: 'Levy notice', cell: (p) => (p.levyNoticeOn ? day(p.levyNoticeOn) : '--') },
];

/** /client/summary/{id} (the old summary link): the latest completed report's summary. */
export function ClientSummaryPage() {
  const { clientId = '' } = useParams();
  const summary = useClientSummary(clientId);
  if (summary.isPending) return <PageSkeleton />;
  if (summary.isError) {
    return (
      <Stack>
        <Title order={1}>Client Summary</Title>
        <Alert color="red">The summary could not be loaded.</Alert>
      </Stack>
    );
  }
  const { client, report } = summary.data;
  return (
    <Stack>
      <Title order={1}>{`${client.businessName}: Report Summary`}</Title>
      <Anchor component={Link} to={`/client/${client.id}`}>
        Back to the client
      </Anchor>
      {!report ? (
        <Text>No completed report yet.</Text>
      ) : (
        <>
          <Group gap="md">
            <Text>{`Report date: ${displayDate(report.reportDate)}`}</Text>
            <Text>{`Total liability: ${formatUsd(report.totalLiabilityCents)}`}</Text>
            <Badge variant="default">{`${words(report.riskLevel)} risk`}</Badge>
          </Group>
          {report.categories.length > 0 && (
            <Group gap={4} aria-label="Findings">
              {report.categories.map((c) => (
                <Badge key={c} variant="default">
                  {words(c.replace(/^WITH_/, ''))}
                </Badge>
              ))}
            </Group>
          )}
          <DataTable
            columns={PERIOD_COLUMNS}
            rows={report.periods}
            rowKey={(p) => `${p.form}-${p.period}`}
            minWidth={640}
          />
        </>
      )}
    </Stack>
  );
}
