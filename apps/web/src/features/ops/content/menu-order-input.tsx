import { NumberInput } from '@mantine/core';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';

/** The "Menu order" number of a content form (a category, a post): an empty box counts as 0. */
export function MenuOrderInput<T extends FieldValues, Output>({
  control,
  name,
  w,
}: {
  control: Control<T, unknown, Output>;
  name: Path<T>;
  w?: number;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          label="Menu order"
          value={field.value}
          onChange={(v) => field.onChange(typeof v === 'number' ? v : 0)}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
          w={w}
        />
      )}
    />
  );
}
