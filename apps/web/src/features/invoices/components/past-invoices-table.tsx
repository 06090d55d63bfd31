import { Anchor, Badge, Button, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import type { InvoiceDashboard, InvoiceStatus } from '@taxlens/contracts';
import { useState } from 'react';
import { formatUsdCents } from '../../../shared/format/format';
import { Pagination } from '../../../shared/ui/pagination';
import { invoiceViewUrl } from '../api/export-invoice';

type PastInvoice = InvoiceDashboard['pastInvoices'][number];
type Props = { invoices: PastInvoice[]; lenderId: string | null; onExport: (invoiceDate: string) => void; exporting: boolean };

// Spec 2 §4: Paid is good standing, Poor Standing and Overdue are poor, Collection is collection.
const STATUS_COLOR: Record<InvoiceStatus, string> = { Paid: 'green', 'Poor Standing': 'orange', Overdue: 'orange', Collection: 'red', Pending: 'gray' };
const PAGE_SIZE = 12;

export function PastInvoicesTable({ invoices, lenderId, onExport, exporting }: Props) {
  const [page, setPage] = useState(0);
  const shown = invoices.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE);
  return (
    <section aria-labelledby="past-invoices-title">
      <Title order={2} size="h4" id="past-invoices-title" mb="sm">
        Past Invoices
      </Title>
      {invoices.length === 0 ? (
        <Text>No past invoices to display.</Text>
      ) : (
        <>
          <Table.ScrollContainer minWidth={560}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Invoice Date</Table.Th>
                  <Table.Th>Amount</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>View</VisuallyHidden>
                  </Table.Th>
                  <Table.Th>
                    <VisuallyHidden>Export</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shown.map((invoice) => (
                  <Table.Tr key={invoice.invoiceDate}>
                    <Table.Td>{invoice.invoiceDate}</Table.Td>
                    <Table.Td>{formatUsdCents(invoice.amount)}</Table.Td>
                    <Table.Td>
                      <Badge color={STATUS_COLOR[invoice.status]} variant="dot">
                        {invoice.status}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      {invoice.status !== 'Pending' && invoice.fbInvoiceId && lenderId && (
                        <Anchor href={invoiceViewUrl(lenderId, invoice.fbInvoiceId)} target="_blank" rel="noopener" aria-label={`View the ${invoice.invoiceDate} invoice`}>
                          View
                        </Anchor>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Button variant="subtle" size="compact-sm" disabled={exporting} onClick={() => onExport(invoice.invoiceDate)} aria-label={`Export the ${invoice.invoiceDate} invoice`}>
                        Export
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {invoices.length > PAGE_SIZE && <Pagination page={page} size={PAGE_SIZE} total={invoices.length} onPageChange={setPage} label="Past invoices pages" />}
        </>
      )}
    </section>
  );
}
