import { Alert, Anchor, Table, Text, Title } from '@mantine/core';
import { ADD_ON_LABELS, type AddOnKey, type ClientOrder, DELIVERY_LABELS, type DeliveryCode, REPORT_TYPES } from '@taxlens/contracts';
import { useId } from 'react';
import { formatDateInZone, formatDateTimeInZone } from '../../../shared/format/format';
import { useSessionUser } from '../../../shared/session/use-session-user';
import { TableSkeletonRows } from '../../../shared/ui/table-skeleton';
import { useClientOrders } from '../api/get-client-orders';

const reportLabel = (code: string) => REPORT_TYPES.find((t) => t.code === code)?.label ?? code;
const deliveryLabel = (code: string) => DELIVERY_LABELS[code as DeliveryCode] ?? code;
const words = (code: string) => code.charAt(0) + code.slice(1).toLowerCase().replaceAll('_', ' ');
const ADD_ON_ORDER: AddOnKey[] = ['taxReturnTranscripts', 'recordOfAccount', 'wageIncome'];
const addOns = (o: ClientOrder) => ADD_ON_ORDER.filter((key) => o[key]).map((key) => ADD_ON_LABELS[key]).join(', ') || 'None';

/** The client's orders, newest first (dates and times in the user's time zone): placed, report type, delivery, add-ons, status, due time and the report once completed. */
export function ClientOrdersTable({ clientId }: { clientId: string }) {
  const orders = useClientOrders(clientId);
  const timeZone = useSessionUser()?.timeZone;
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId} mb="xs">
        Orders
      </Title>
      {orders.isError ? (
        <Alert color="red">The orders could not be loaded.</Alert>
      ) : orders.data?.length === 0 ? (
        <Text>No orders yet.</Text>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table striped aria-labelledby={headingId}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Placed</Table.Th>
                <Table.Th>Report Type</Table.Th>
                <Table.Th>Delivery</Table.Th>
                <Table.Th>Add-ons</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Due</Table.Th>
                <Table.Th>Report</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody aria-busy={orders.isPending}>
              {orders.data
                ? orders.data.map((o) => (
                    <Table.Tr key={o.id} data-testid={`order-${o.id}`}>
                      <Table.Td>{formatDateInZone(o.createdAt, timeZone)}</Table.Td>
                      <Table.Td>{reportLabel(o.reportType)}</Table.Td>
                      <Table.Td>{deliveryLabel(o.delivery)}</Table.Td>
                      <Table.Td>{addOns(o)}</Table.Td>
                      <Table.Td>{words(o.status)}</Table.Td>
                      <Table.Td>{o.dueAt ? formatDateTimeInZone(o.dueAt, timeZone) : '--'}</Table.Td>
                      <Table.Td>
                        {o.reportId && o.reportStatus === 'COMPLETED' ? (
                          <Anchor href={`/api/reports/${encodeURIComponent(o.reportId)}/pdf`}>Download report</Anchor>
                        ) : (
                          '--'
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))
                : TableSkeletonRows({ columns: 7 })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </section>
  );
}
