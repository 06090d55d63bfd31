import { zodResolver } from '@hookform/resolvers/zod';
import { NativeSelect, Radio, Stack } from '@mantine/core';
import { IMPORT_FIELDS, type ImportFieldKey, type ImportMapping, importSettingsSchema } from '@taxlens/contracts';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Columns } from '../../../shared/ui/columns';

type Props = {
  headers: readonly string[];
  mapping: ImportMapping;
  existing: 'skip' | 'update';
  disabled: boolean;
  onChange: (mapping: ImportMapping, existing: 'skip' | 'update') => void;
};

// The server's schema of the import's settings: each change is checked with it, then saved at once.
const resolver = zodResolver(importSettingsSchema);

/** Step 2: each field's column, guessed from the headers and editable; and what to do with existing clients. */
export function MappingEditor({ headers, mapping, existing, disabled, onChange }: Props) {
  // The form shows the import's saved settings: each save comes back as new props.
  const values = useMemo(() => ({ mapping, existing }), [mapping, existing]);
  const { control, handleSubmit, getValues, setValue } = useForm({ resolver, values });
  const save = handleSubmit((settings) => onChange(settings.mapping, settings.existing));
  const choose = (key: ImportFieldKey, value: string) => {
    const next = { ...getValues('mapping') };
    if (value === '') delete next[key];
    else next[key] = Number(value);
    setValue('mapping', next);
    void save();
  };
  return (
    <Stack component="form" aria-label="Map columns" onSubmit={(event) => void save(event)}>
      <Columns cols={{ base: 1, sm: 2, md: 3 }}>
        {IMPORT_FIELDS.map((field) => (
          <Controller
            key={field.key}
            control={control}
            name="mapping"
            render={({ field: { value } }) => (
              <NativeSelect
                label={field.label}
                description={'hint' in field ? field.hint : undefined}
                disabled={disabled}
                value={value[field.key] === undefined ? '' : String(value[field.key])}
                onChange={(event) => choose(field.key, event.currentTarget.value)}
                data={[
                  { value: '', label: '(not in the file)' },
                  ...headers.map((h, i) => ({ value: String(i), label: h || `Column ${i + 1}` })),
                ]}
              />
            )}
          />
        ))}
      </Columns>
      <Controller
        control={control}
        name="existing"
        render={({ field }) => (
          <Radio.Group
            label="Clients already in your portfolio (same tax id)"
            value={field.value}
            onChange={(value) => {
              field.onChange(value);
              void save();
            }}
          >
            <Stack gap="xs" mt="xs">
              <Radio value="skip" label="Skip them" disabled={disabled} />
              <Radio
                value="update"
                label="Update their address, contact, reference id and monitoring frequency"
                disabled={disabled}
              />
            </Stack>
          </Radio.Group>
        )}
      />
    </Stack>
  );
}
