import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, NumberInput, Table, Title } from '@mantine/core';
import { type PricingSchedule, pricingScheduleSchema } from '@taxlens/contracts';
import { type Control, Controller, useForm } from 'react-hook-form';
import { ScrollRegion } from '../../../shared/ui/scroll-region';

type Props = {
  pricing: PricingSchedule;
  saving: boolean;
  error: string | null;
  onSave: (pricing: PricingSchedule) => void;
};

const toDollars = (cents: number) => cents / 100;
const toCents = (value: number | string) => Math.round(Number(value || 0) * 100);

const resolver = zodResolver(pricingScheduleSchema);

type PriceName = `products.${number}.priceCents` | `addOns.${number}.priceCents`;

/** One price, typed in dollars and held by the form in cents. */
function PriceInput({ control, name, label }: { control: Control<PricingSchedule>; name: PriceName; label: string }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <NumberInput
          aria-label={`Price of ${label}`}
          value={toDollars(field.value)}
          onChange={(value) => field.onChange(toCents(value))}
          onBlur={field.onBlur}
          min={0}
          max={100000}
          decimalScale={2}
          fixedDecimalScale
          prefix="$"
          inputMode="decimal"
          w={140}
        />
      )}
    />
  );
}

/** The lender's price per product (report type and delivery) and per add-on, edited in dollars, saved in cents. */
export function PricingEditor({ pricing, saving, error, onSave }: Props) {
  const { control, handleSubmit } = useForm<PricingSchedule>({ resolver, defaultValues: pricing });

  return (
    <section aria-labelledby="pricing-title">
      <form onSubmit={(event) => void handleSubmit(onSave)(event)}>
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
              {pricing.products.map((p, i) => (
                <Table.Tr key={`${p.reportType}:${p.delivery}`}>
                  <Table.Td>{p.label}</Table.Td>
                  <Table.Td>
                    <PriceInput control={control} name={`products.${i}.priceCents`} label={p.label} />
                  </Table.Td>
                </Table.Tr>
              ))}
              {pricing.addOns.map((a, i) => (
                <Table.Tr key={a.addOn}>
                  <Table.Td>Add-on: {a.label}</Table.Td>
                  <Table.Td>
                    <PriceInput control={control} name={`addOns.${i}.priceCents`} label={a.label} />
                  </Table.Td>
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
          <Button type="submit" loading={saving}>
            Save prices
          </Button>
        </Group>
      </form>
    </section>
  );
}
