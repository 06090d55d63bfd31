import { Anchor, Badge, Button, Title } from '@mantine/core';
import { formatUsd, type OpsInvoice } from '@taxlens/contracts';
import { DataTable, type DataTableColumn } from '../../../shared/ui/data-table';
import { opsInvoicePdfUrl } from '../api/ops-lender-path';
import { ZonedDate } from '../../../shared/format/zoned';

type Props = { lenderId: string; invoices: OpsInvoice[]; busy: boolean; onMarkPaid: (invoice: OpsInvoice) => void };

const invoiceColumns = (
  lenderId: string,
  busy: boolean,
  onMarkPaid: Props['onMarkPaid'],
): DataTableColumn<OpsInvoice>[] => [
  { header: 'Period', cell: (invoice) => invoice.periodMonth },
  { header: 'Invoice', cell: (invoice) => invoice.fbInvoiceId ?? '--' },
  { header: 'Amount', cell: (invoice) => formatUsd(invoice.amount) },
  {
    header: 'Status',
    cell: (invoice) => (
      <Badge variant="dot" color={invoice.status === 'Paid' ? 'green' : 'gray'}>
        {invoice.status}
      </Badge>
    ),
  },
  { header: 'Paid on', cell: (invoice) => (invoice.paidAt ? <ZonedDate value={invoice.paidAt} /> : '') },
  {
    header: 'Actions',
    cell: (invoice) => (
      <>
        <Anchor
          href={opsInvoicePdfUrl(lenderId, invoice.id)}
          target="_blank"
          rel="noopener"
          mr="sm"
          aria-label={`PDF of the ${invoice.periodMonth} invoice`}
        >
          PDF
        </Anchor>
        {invoice.status !== 'Paid' && (
          <Button
            size="compact-sm"
            variant="dot"
            disabled={busy}
            onClick={() => onMarkPaid(invoice)}
            aria-label={`Mark the ${invoice.periodMonth} invoice paid`}
          >
            Mark paid
          </Button>
        )}
      </>
    ),
  },
];

export function LenderInvoicesTable({ lenderId, invoices, busy, onMarkPaid }: Props) {
  return (
    <section aria-labelledby="lender-invoices-title">
      <Title order={2} size="h4" id="lender-invoices-title" mb="sm">
        Invoices
      </Title>
      <DataTable
        columns={invoiceColumns(lenderId, busy, onMarkPaid)}
        rows={invoices}
        rowKey={(i) => i.id}
        emptyText="No invoices issued yet."
        minWidth={640}
      />
    </section>
  );
}
