import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import {
  ADD_ON_LABELS,
  type AddOnKey,
  type ClientOrder,
  DELIVERY_LABELS,
  type DeliveryCode,
  formatDateInZone,
  formatInstant,
  formatUsd,
  REPORT_TYPES,
  SIGNATURE_STATUS_LABELS,
} from '@taxlens/contracts';
import { useId } from 'react';
import { Link } from 'react-router';
import { useSessionUser } from '../../../shared/session/use-session-user';
import { DataTable, type DataTableColumn } from '../../../shared/ui/data-table';
import { useClientOrders } from '../api/get-client-orders';

const reportLabel = (code: string) => REPORT_TYPES.find((t) => t.code === code)?.label ?? code;
const deliveryLabel = (code: string) => DELIVERY_LABELS[code as DeliveryCode] ?? code;
const words = (code: string) => code.charAt(0) + code.slice(1).toLowerCase().replaceAll('_', ' ');
const ADD_ON_ORDER: AddOnKey[] = ['taxReturnTranscripts', 'recordOfAccount', 'wageIncome'];
const addOns = (o: ClientOrder) =>
  ADD_ON_ORDER.filter((key) => o[key])
    .map((key) => ADD_ON_LABELS[key])
    .join(', ') || 'None';

/** A completed report: its own page (printable) and its PDF. */
const reportLinks = (o: ClientOrder) =>
  o.reportId && o.reportStatus === 'COMPLETED' ? (
    <Group gap="xs" wrap="nowrap">
      <Anchor component={Link} to={`/reports/${encodeURIComponent(o.reportId)}`}>
        View report
      </Anchor>
      <Anchor href={`/api/reports/${encodeURIComponent(o.reportId)}/pdf`}>Download report</Anchor>
    </Group>
  ) : (
    '--'
  );

/** The status; an order placed awaiting signature also says where its request stands, a cancelled one why (docs/decisions/213). */
function statusCell(o: ClientOrder) {
  const request =
    o.signatureRequestStatus && o.status === 'AWAITING_SIGNATURE'
      ? `Signature request: ${SIGNATURE_STATUS_LABELS[o.signatureRequestStatus].toLowerCase()}`
      : null;
  const note = request ?? (o.status === 'CANCELLED' ? o.cancelReason : null);
  if (!note) return words(o.status);
  return (
    <Stack gap={0}>
      <span>{words(o.status)}</span>
      <Text size="xs" c="dimmed">
        {note}
      </Text>
    </Stack>
  );
}

// The price column appears only when the server sent prices (the lender's showprices capability).
const priceColumn: DataTableColumn<ClientOrder> = {
  header: 'Price',
  cell: (o) => (o.priceCents === undefined ? '--' : formatUsd(o.priceCents)),
};

const orderColumns = (timeZone: string | null | undefined, withPrices: boolean): DataTableColumn<ClientOrder>[] => [
  { header: 'Placed', cell: (o) => formatDateInZone(o.createdAt, timeZone) },
  { header: 'Report Type', cell: (o) => reportLabel(o.reportType) },
  { header: 'Delivery', cell: (o) => deliveryLabel(o.delivery) },
  { header: 'Add-ons', cell: addOns },
  ...(withPrices ? [priceColumn] : []),
  { header: 'Status', cell: statusCell },
  { header: 'Due', cell: (o) => (o.dueAt ? formatInstant(o.dueAt, timeZone) : '--') },
  { header: 'Report', cell: reportLinks },
];

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
      <DataTable
        columns={orderColumns(timeZone, Boolean(orders.data?.some((o) => o.priceCents !== undefined)))}
        rows={orders.data}
        rowKey={(o) => o.id}
        rowTestId={(o) => `order-${o.id}`}
        error={orders.isError && 'The orders could not be loaded.'}
        emptyText="No orders yet."
        minWidth={720}
        labelledBy={headingId}
      />
    </section>
  );
}
