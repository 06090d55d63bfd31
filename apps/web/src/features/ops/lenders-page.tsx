import { Anchor, Stack, Table, Title } from '@mantine/core';
import { Link } from 'react-router';
import { TableSkeletonRows } from '../../shared/ui/table-skeleton';
import { useOpsLenders } from './api/operations';
import { ErrorAlert } from './content/error-alert';
import { OpsNav } from './ops-nav';

/** /ops/lenders: every lender, with its open reports. */
export function OpsLendersPage() {
  const lenders = useOpsLenders();
  return (
    <Stack>
      <OpsNav />
      <Title order={1}>Lenders</Title>
      <ErrorAlert error={lenders.error} />
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Lender</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th>Monitoring</Table.Th>
            <Table.Th>Single sign-on</Table.Th>
            <Table.Th>Open reports</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lenders.data
            ? lenders.data.map((l) => (
                <Table.Tr key={l.id}>
                  <Table.Td><Anchor component={Link} to={`/ops/lenders/${l.id}`}>{l.companyName}</Anchor></Table.Td>
                  <Table.Td>{l.lenderType}</Table.Td>
                  <Table.Td>{l.monitorType}</Table.Td>
                  <Table.Td>{l.sso ? 'Yes' : 'No'}</Table.Td>
                  <Table.Td>
                    <Anchor component={Link} to={`/ops?lenderId=${l.id}`}>{l.openReports}</Anchor>
                  </Table.Td>
                </Table.Tr>
              ))
            : TableSkeletonRows({ columns: 5 })}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
