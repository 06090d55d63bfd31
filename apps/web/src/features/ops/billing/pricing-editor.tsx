import { Alert, Button, Group, NumberInput, Table, Title } from '@mantine/core';
import type { PricingSchedule } from '@taxlens/contracts';
import { useState } from 'react';
import { ScrollRegion } from '../../../shared/ui/scroll-region';

type Props = {
  pricing: PricingSchedule;
  saving: boolean;
  error: string | null;
  onSave: (pricing: PricingSchedule) => void;
};

const toDollars = (cents: number) => cents / 100;
const toCents = (value: number | string) => Math.round(Number(value || 0) * 100);

/** The lender's price per product (report type and delivery) and per add-on, edited in dollars, saved in cents. */
export function PricingEditor({ pricing, saving, error, onSave }: Props) {
  const [draft, setDraft] = useState(pricing);
  const setProduct = (index: number, value: number | string) =>
    setDraft((d) => ({
      ...d,
      products: d.products.map((p, i) => (i === index ? { ...p, priceCents: toCents(value) } : p)),
    }));
  const setAddOn = (index: number, value: number | string) =>
    setDraft((d) => ({
      ...d,
      addOns: d.addOns.map((a, i) => (i === index ? { ...a, priceCents: toCents(value) } : a)),
    }));
  const priceInput = (label: string, cents: number, onChange: (v: number | string) => void) => (
    <NumberInput
      aria-label={`Price of ${label}`}
      value={toDollars(cents)}
      onChange={onChange}
      min={0}
      max={100000}
      decimalScale={2}
      fixedDecimalScale
      prefix="$"
      inputMode="decimal"
      w={140}
    />
  );

  return (
    <section aria-labelledby="pricing-title">
      <Title order={2} size="h4" id="pricing-title" mb="sm">
        Pricing schedule
      </Title>
      <ScrollRegion minWidth={420} labelledBy="pricing-title">
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Product or add-on</Table.Th>
              <Table.Th>Price</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {draft.products.map((p, i) => (
              <Table.Tr key={`${p.reportType}:${p.delivery}`}>
                <Table.Td>{p.label}</Table.Td>
                <Table.Td>{priceInput(p.label, p.priceCents, (v) => setProduct(i, v))}</Table.Td>
              </Table.Tr>
            ))}
            {draft.addOns.map((a, i) => (
              <Table.Tr key={a.addOn}>
                <Table.Td>Add-on: {a.label}</Table.Td>
                <Table.Td>{priceInput(a.label, a.priceCents, (v) => setAddOn(i, v))}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollRegion>
      {error && (
        <Alert color="red" mt="sm">
          {error}
        </Alert>
      )}
      <Group justify="flex-end" mt="sm">
        <Button loading={saving} onClick={() => onSave(draft)}>
          Save prices
        </Button>
      </Group>
    </section>
  );
}
