import { NativeSelect, Radio, Stack } from '@mantine/core';
import { IMPORT_FIELDS, type ImportFieldKey, type ImportMapping } from '@taxlens/contracts';
import { Columns } from '../../../shared/ui/columns';

type Props = {
  headers: readonly string[];
  mapping: ImportMapping;
  existing: 'skip' | 'update';
  disabled: boolean;
  onChange: (mapping: ImportMapping, existing: 'skip' | 'update') => void;
};

/** Step 2: each field's column, guessed from the headers and editable; and what to do with existing clients. */
export function MappingEditor({ headers, mapping, existing, disabled, onChange }: Props) {
  const choose = (key: ImportFieldKey, value: string) => {
    const next = { ...mapping };
    if (value === '') delete next[key];
    else next[key] = Number(value);
    onChange(next, existing);
  };
  return (
    <Stack>
      <Columns cols={{ base: 1, sm: 2, md: 3 }}>
        {IMPORT_FIELDS.map((field) => (
          <NativeSelect
            key={field.key}
            label={field.label}
            description={'hint' in field ? field.hint : undefined}
            disabled={disabled}
            value={mapping[field.key] === undefined ? '' : String(mapping[field.key])}
            onChange={(event) => choose(field.key, event.currentTarget.value)}
            data={[
              { value: '', label: '(not in the file)' },
              ...headers.map((h, i) => ({ value: String(i), label: h || `Column ${i + 1}` })),
            ]}
          />
        ))}
      </Columns>
      <Radio.Group
        label="Clients already in your portfolio (same tax id)"
        value={existing}
        onChange={(value) => onChange(mapping, value as 'skip' | 'update')}
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
    </Stack>
  );
}
