import { Button, Card, Group, Table, Text, Title } from '@mantine/core';
import { formatUsd, type InvoiceDashboard } from '@taxlens/contracts';
import { ScrollRegion } from '../../../shared/ui/scroll-region';

type Props = { invoice: InvoiceDashboard['currentInvoice']; onExport: () => void; exporting: boolean };

/** Spec 2 §2: this month so far: its date, a count per product (upper-case headers) and Export. */
export function CurrentInvoiceCard({ invoice, onExport, exporting }: Props) {
  return (
    <Card withBorder padding="lg" aria-labelledby="current-invoice-title">
      <Group justify="space-between" mb="sm">
        <div>
          <Title order={2} size="h4" id="current-invoice-title">
            Current Invoice
          </Title>
          <Text>{invoice.invoiceDate}</Text>
        </div>
        <Button onClick={onExport} disabled={exporting}>
          Export
        </Button>
      </Group>
      {invoice.productCounts.length === 0 ? (
        <Text>No orders this month yet.</Text>
      ) : (
        <ScrollRegion minWidth={400} label="Products this month">
          <Table withTableBorder aria-label="Products this month">
            <Table.Thead>
              <Table.Tr>
                {invoice.productCounts.map((p) => (
                  <Table.Th key={p.label}>{p.label.toUpperCase()}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              <Table.Tr>
                {invoice.productCounts.map((p) => (
                  <Table.Td key={p.label}>{p.count}</Table.Td>
                ))}
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      )}
      <Text mt="sm" fw={600}>
        Amount so far: {formatUsd(invoice.amount)}
      </Text>
    </Card>
  );
}
