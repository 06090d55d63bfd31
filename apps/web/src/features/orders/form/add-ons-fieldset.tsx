import { Checkbox, Fieldset, Stack } from '@mantine/core';
import {
  ADD_ON_LABELS,
  type AddOnKey,
  type AddOnPrices,
  type AddOnState,
  type AddOnValues,
  isAddOnDisabled,
  toggleAddOn,
} from '@taxlens/contracts';
import { PricedLabel } from './order-prices';

type Props = {
  states: Record<AddOnKey, AddOnState>;
  values: AddOnValues;
  disabled?: boolean;
  onChange: (values: AddOnValues) => void;
  /** Each add-on's price, when the server sends prices (showprices). */
  prices?: AddOnPrices | undefined;
};

const ORDER: AddOnKey[] = ['taxReturnTranscripts', 'recordOfAccount', 'wageIncome'];

/** The add-ons of spec 2 §4: hidden when NEVER, locked when ALWAYS, transcripts and record of account exclusive. */
export function AddOnsFieldset({ states, values, disabled, onChange, prices }: Props) {
  const visible = ORDER.filter((key) => states[key].visible);
  if (visible.length === 0) return null;
  return (
    <Fieldset legend="Add-ons" disabled={disabled}>
      <Stack gap="xs">
        {visible.map((key) => (
          <Checkbox
            key={key}
            label={<PricedLabel label={ADD_ON_LABELS[key]} cents={prices?.[key]} />}
            checked={values[key]}
            disabled={disabled || isAddOnDisabled(key, states, values)}
            description={states[key].locked ? 'Always included' : undefined}
            onChange={(event) => onChange(toggleAddOn(values, key, event.currentTarget.checked))}
          />
        ))}
      </Stack>
    </Fieldset>
  );
}
