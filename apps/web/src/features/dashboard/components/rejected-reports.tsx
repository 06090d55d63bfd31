import { Anchor, Button, Card, Group, Table, Text, Title } from '@mantine/core';
import type { RejectedReport } from '@taxlens/contracts';
import { Link } from 'react-router';
import { TableSkeletonRows } from '../../../shared/ui/table-skeleton';
import { BlockError } from './block-error';
import { ScrollRegion } from '../../../shared/ui/scroll-region';
import { ZonedDate } from '../../../shared/format/zoned';

type Props = { rows: RejectedReport[] | undefined; isLoading: boolean; isError: boolean };

export const NO_REJECTED_TEXT = 'There are no recently rejected reports.';

/** Spec 1 §2: recently rejected reports with a 5-row skeleton while loading. */
export function RejectedReports({ rows, isLoading, isError }: Props) {
  return (
    <Card withBorder component="section" aria-labelledby="rejected-title">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h3" id="rejected-title">
          Recently Rejected Reports
        </Title>
        <Button component={Link} to="/portfolio/clients?type=rejected" variant="light" size="xs">
          View All
        </Button>
      </Group>
      {isError && <BlockError />}
      <ScrollRegion minWidth={420} labelledBy="rejected-title">
        <Table striped aria-labelledby="rejected-title" aria-busy={isLoading}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Date</Table.Th>
              <Table.Th scope="col">Client</Table.Th>
              <Table.Th scope="col">Reason</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {isLoading && <TableSkeletonRows rows={5} columns={3} />}
            {rows?.map((r) => (
              <Table.Tr key={`${r.clientId}-${r.rejectedDate}`}>
                <Table.Td>
                  <ZonedDate value={r.rejectedDate} />
                </Table.Td>
                <Table.Td>
                  <Anchor component={Link} to={`/client/${r.clientId}`}>
                    {r.businessName}
                  </Anchor>
                </Table.Td>
                <Table.Td>{r.reasonDisplay}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollRegion>
      {rows && rows.length === 0 && (
        <Text size="sm" mt="xs">
          {NO_REJECTED_TEXT}
        </Text>
      )}
    </Card>
  );
}
