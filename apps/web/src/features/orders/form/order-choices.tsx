import { NativeSelect, Radio, Stack } from '@mantine/core';
import { DELIVERY_LABELS, type DeliveryCode, type PlaceOrderFormData } from '@taxlens/contracts';
import { Controller, useFormContext } from 'react-hook-form';
import { PricedLabel } from './order-prices';
import { deliveriesOf, onlyChoice } from './order-form-rules';
import type { OrderFormValues } from './order-form-values';

type Props = { data: PlaceOrderFormData; locked: boolean };

/** Spec 2 §2: the report type, then its deliveries (the only one chosen for the user), each priced when prices show. */
export function ProductChoice({ data, locked }: Props) {
  const { control, setValue, watch } = useFormContext<OrderFormValues>();
  const reportType = watch('reportType');
  return (
    <>
      <Controller
        control={control}
        name="reportType"
        render={({ field }) => (
          <Radio.Group
            label="Report Type"
            value={field.value}
            onChange={(code) => {
              field.onChange(code);
              setValue('delivery', onlyChoice(deliveriesOf(data, code))?.delivery ?? null);
            }}
            withAsterisk
          >
            <Stack gap="xs" mt="xs">
              {data.reportTypes.map((type) => (
                <Radio key={type.code} value={type.code} label={type.label} disabled={locked} />
              ))}
            </Stack>
          </Radio.Group>
        )}
      />
      {reportType && (
        <Controller
          control={control}
          name="delivery"
          render={({ field }) => (
            <Radio.Group label="Delivery" value={field.value} onChange={field.onChange} withAsterisk>
              <Stack gap="xs" mt="xs">
                {deliveriesOf(data, reportType).map((d) => (
                  <Radio
                    key={d.delivery}
                    value={d.delivery}
                    label={<PricedLabel label={DELIVERY_LABELS[d.delivery as DeliveryCode]} cents={d.priceCents} />}
                    description={d.description}
                    disabled={locked}
                  />
                ))}
              </Stack>
            </Radio.Group>
          )}
        />
      )}
    </>
  );
}

/** The Order Placer, shown when the server sends the users who may place orders. */
export function PlacerChoice({
  placers,
  locked,
}: {
  placers: NonNullable<PlaceOrderFormData['orderPlacers']>;
  locked: boolean;
}) {
  const { control } = useFormContext<OrderFormValues>();
  return (
    <Controller
      control={control}
      name="ownerId"
      render={({ field }) => (
        <NativeSelect
          label="Order Placer"
          required
          disabled={locked}
          value={field.value ?? ''}
          onChange={(event) => field.onChange(event.currentTarget.value || null)}
          data={[{ value: '', label: 'Select a user' }, ...placers.map((p) => ({ value: p.id, label: p.name }))]}
        />
      )}
    />
  );
}
