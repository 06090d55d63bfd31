import { Anchor, Table } from '@mantine/core';
import { displayDate, type RejectedReport } from '@taxlens/contracts';
import { Link } from 'react-router';
import { ScrollRegion } from '../../../shared/ui/scroll-region';
import { TableSkeletonRows } from '../../../shared/ui/table-skeleton';
import { BodyCell, BodyRow } from '../../../shared/ui/table-body-rows';

type Props = { rows: RejectedReport[] | undefined; isLoading: boolean };

/** The rejected reports' table, with a 5-row skeleton while loading; loaded after the first paint. */
export function RejectedReportsTable({ rows, isLoading }: Props) {
  return (
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
          {isLoading && <TableSkeletonRows rows={5} columns={3} striped />}
          {rows?.map((r) => (
            <BodyRow striped key={`${r.clientId}-${r.rejectedDate}`}>
              {/* The day in the reader's zone, from the server: no Intl formatter on the first load (decision 231). */}
              <BodyCell>{displayDate(r.rejectedDay)}</BodyCell>
              <BodyCell>
                <Anchor component={Link} to={`/client/${r.clientId}`}>
                  {r.businessName}
                </Anchor>
              </BodyCell>
              <BodyCell>{r.reasonDisplay}</BodyCell>
            </BodyRow>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}
