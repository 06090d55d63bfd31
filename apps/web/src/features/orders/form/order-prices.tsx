import { Group, Text } from '@mantine/core';
import {
  type AddOnPrices,
  type AddOnValues,
  type DeliveryEntry,
  formatUsd,
  type PlacedOrder,
  priceBundle,
  priceOrder,
} from '@taxlens/contracts';

// Prices show only when the server sends them: it does for a lender whose showprices capability is
// ACTIVE (docs/decisions/165). Without them these components render nothing.

/** A label with its price after it: "Next Day · $120.00". */
export function PricedLabel({ label, cents }: { label: string; cents: number | undefined }) {
  if (cents === undefined) return label;
  return (
    <>
      {label}
      <Text span c="dimmed" data-testid="price">{` · ${formatUsd(cents)}`}</Text>
    </>
  );
}

type SummaryProps = {
  entry: DeliveryEntry | null;
  addOns: AddOnValues;
  addOnPrices: AddOnPrices | undefined;
  clientCount: number;
};

/** Before ordering: what one order costs and, for a bundle, the total of all its orders. */
export function OrderPriceSummary({ entry, addOns, addOnPrices, clientCount }: SummaryProps) {
  if (entry?.priceCents === undefined || !addOnPrices) return null;
  const each = priceOrder(entry.priceCents, addOns, addOnPrices).amountCents;
  return (
    <Group justify="flex-end" gap="lg" aria-label="Price" role="group">
      {clientCount > 1 && <Text size="sm">{`Per client: ${formatUsd(each)}`}</Text>}
      <Text
        fw={700}
        data-testid="order-total"
      >{`Total: ${formatUsd(priceBundle(entry.priceCents, addOns, addOnPrices, clientCount))}`}</Text>
    </Group>
  );
}

/** After ordering: the total the placed orders are billed (each order's own price is in its line). */
export function PlacedOrdersTotal({ orders }: { orders: readonly PlacedOrder[] }) {
  if (orders.length === 0 || orders.some((o) => o.priceCents === undefined)) return null;
  const total = orders.reduce((sum, o) => sum + (o.priceCents ?? 0), 0);
  return (
    <Text fw={700} mt="sm" data-testid="placed-total">
      {`Total: ${formatUsd(total)}`}
    </Text>
  );
}
