import { Anchor, Badge, Button, Table, Text, Title } from '@mantine/core';
import type { OpsInvoice } from '@taxlens/contracts';
import { formatDate, formatUsdCents } from '../../../shared/format/format';
import { opsInvoicePdfUrl } from './billing-api';

type Props = { lenderId: string; invoices: OpsInvoice[]; busy: boolean; onMarkPaid: (invoice: OpsInvoice) => void };

export function LenderInvoicesTable({ lenderId, invoices, busy, onMarkPaid }: Props) {
  return (
    <section aria-labelledby="lender-invoices-title">
      <Title order={2} size="h4" id="lender-invoices-title" mb="sm">
        Invoices
      </Title>
      {invoices.length === 0 ? (
        <Text>No invoices issued yet.</Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Period</Table.Th>
                <Table.Th>Invoice</Table.Th>
                <Table.Th>Amount</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Paid on</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {invoices.map((invoice) => (
                <Table.Tr key={invoice.id}>
                  <Table.Td>{invoice.periodMonth}</Table.Td>
                  <Table.Td>{invoice.fbInvoiceId ?? '--'}</Table.Td>
                  <Table.Td>{formatUsdCents(invoice.amount)}</Table.Td>
                  <Table.Td>
                    <Badge variant="dot" color={invoice.status === 'Paid' ? 'green' : 'gray'}>
                      {invoice.status}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{formatDate(invoice.paidAt)}</Table.Td>
                  <Table.Td>
                    <Anchor href={opsInvoicePdfUrl(lenderId, invoice.id)} target="_blank" rel="noopener" mr="sm" aria-label={`PDF of the ${invoice.periodMonth} invoice`}>
                      PDF
                    </Anchor>
                    {invoice.status !== 'Paid' && (
                      <Button size="compact-sm" variant="dot" disabled={busy} onClick={() => onMarkPaid(invoice)} aria-label={`Mark the ${invoice.periodMonth} invoice paid`}>
                        Mark paid
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </section>
  );
}
