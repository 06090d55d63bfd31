import { Alert, Anchor, Badge, Group, Stack, Table, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { formatDate, formatUsdCents } from '../../shared/format/format';
import { PageSkeleton } from '../../shared/ui/page-skeleton';
import { useClientSummary } from './api/get-client-reports';

const words = (code: string) => code.charAt(0) + code.slice(1).toLowerCase().replaceAll('_', ' ');

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
            <Text>{`Report date: ${formatDate(`${report.reportDate}T12:00:00`)}`}</Text>
            <Text>{`Total liability: ${formatUsdCents(report.totalLiabilityCents)}`}</Text>
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
          <Table.ScrollContainer minWidth={640}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Form</Table.Th>
                  <Table.Th>Period</Table.Th>
                  <Table.Th>Filed</Table.Th>
                  <Table.Th>Balance</Table.Th>
                  <Table.Th>Installment agreement</Table.Th>
                  <Table.Th>Lien filed</Table.Th>
                  <Table.Th>Levy notice</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {report.periods.map((p) => (
                  <Table.Tr key={`${p.form}-${p.period}`}>
                    <Table.Td>{p.form}</Table.Td>
                    <Table.Td>{p.period}</Table.Td>
                    <Table.Td>{p.filed ? formatDate(p.filedOn ? `${p.filedOn}T12:00:00` : null) || 'Yes' : 'No'}</Table.Td>
                    <Table.Td>{formatUsdCents(p.balanceCents)}</Table.Td>
                    <Table.Td>{p.installmentAgreement ? (p.iaInDefault ? 'In default' : 'Yes') : 'No'}</Table.Td>
                    <Table.Td>{p.lienFiledOn ? formatDate(`${p.lienFiledOn}T12:00:00`) : '--'}</Table.Td>
                    <Table.Td>{p.levyNoticeOn ? formatDate(`${p.levyNoticeOn}T12:00:00`) : '--'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
    </Stack>
  );
}
