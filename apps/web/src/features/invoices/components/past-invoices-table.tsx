import { Anchor, Badge, Button, Title, VisuallyHidden } from '@mantine/core';
import { formatUsd, type InvoiceDashboard, type InvoiceStatus } from '@taxlens/contracts';
import { useState } from 'react';
import { DataTable, type DataTableColumn } from '../../../shared/ui/data-table';
import { Pagination } from '../../../shared/ui/pagination';
import { invoiceViewUrl } from '../api/export-invoice';

type PastInvoice = InvoiceDashboard['pastInvoices'][number];
type Props = {
  invoices: PastInvoice[];
  lenderId: string | null;
  onExport: (invoiceDate: string) => void;
  exporting: boolean;
};

// Spec 2 §4: Paid is good standing, Poor Standing and Overdue are poor, Collection is collection.
const STATUS_COLOR: Record<InvoiceStatus, string> = {
  Paid: 'green',
  'Poor Standing': 'orange',
  Overdue: 'orange',
  Collection: 'red',
  Pending: 'gray',
};
const PAGE_SIZE = 12;

const pastInvoiceColumns = (
  lenderId: string | null,
  onExport: Props['onExport'],
  exporting: boolean,
): DataTableColumn<PastInvoice>[] => [
  { header: 'Invoice Date', cell: (invoice) => invoice.invoiceDate },
  { header: 'Amount', cell: (invoice) => formatUsd(invoice.amount) },
  {
    header: 'Status',
    cell: (invoice) => (
      <Badge color={STATUS_COLOR[invoice.status]} variant="dot">
        {invoice.status}
      </Badge>
    ),
  },
  {
    header: <VisuallyHidden>View</VisuallyHidden>,
    cell: (invoice) =>
      invoice.status !== 'Pending' &&
      invoice.fbInvoiceId &&
      lenderId && (
        <Anchor
          href={invoiceViewUrl(lenderId, invoice.fbInvoiceId)}
          target="_blank"
          rel="noopener"
          aria-label={`View the ${invoice.invoiceDate} invoice`}
        >
          View
        </Anchor>
      ),
  },
  {
    header: <VisuallyHidden>Export</VisuallyHidden>,
    cell: (invoice) => (
      <Button
        variant="subtle"
        size="compact-sm"
        disabled={exporting}
        onClick={() => onExport(invoice.invoiceDate)}
        aria-label={`Export the ${invoice.invoiceDate} invoice`}
      >
        Export
      </Button>
    ),
  },
];

export function PastInvoicesTable({ invoices, lenderId, onExport, exporting }: Props) {
  const [page, setPage] = useState(0);
  const shown = invoices.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE);
  return (
    <section aria-labelledby="past-invoices-title">
      <Title order={2} size="h4" id="past-invoices-title" mb="sm">
        Past Invoices
      </Title>
      <DataTable
        columns={pastInvoiceColumns(lenderId, onExport, exporting)}
        rows={shown}
        rowKey={(i) => i.invoiceDate}
        emptyText="No past invoices to display."
        minWidth={560}
      />
      {invoices.length > PAGE_SIZE && (
        <Pagination
          page={page}
          size={PAGE_SIZE}
          total={invoices.length}
          onPageChange={setPage}
          label="Past invoices pages"
        />
      )}
    </section>
  );
}
