import { Button, Checkbox, NativeSelect, Table, TextInput } from '@mantine/core';
import { TAX_FORMS } from '@taxlens/contracts';
import { useFormContext } from 'react-hook-form';
import type { CompleteFields } from './complete-form';

type Props = { index: number; removable: boolean; onRemove: () => void };

/** One tax period of the Complete form: a row of the findings table, its fields held by the form. */
export function PeriodRowFields({ index, removable, onRemove }: Props) {
  const { register, watch } = useFormContext<CompleteFields>();
  const [filed, installmentAgreement] = watch([`rows.${index}.filed`, `rows.${index}.installmentAgreement`]);
  const n = `row ${index + 1}`;
  const field = <K extends keyof CompleteFields['rows'][number]>(key: K) => register(`rows.${index}.${key}`);
  return (
    <Table.Tr>
      <Table.Td>
        <NativeSelect aria-label={`Form, ${n}`} data={[...TAX_FORMS]} {...field('form')} />
      </Table.Td>
      <Table.Td>
        <TextInput aria-label={`Period, ${n}`} w={90} {...field('period')} />
      </Table.Td>
      <Table.Td>
        <Checkbox aria-label={`Filed, ${n}`} {...field('filed')} />
      </Table.Td>
      <Table.Td>
        <TextInput type="date" aria-label={`Filed on, ${n}`} disabled={!filed} {...field('filedOn')} />
      </Table.Td>
      <Table.Td>
        <TextInput aria-label={`Balance, ${n}`} w={110} {...field('balance')} />
      </Table.Td>
      <Table.Td>
        <Checkbox aria-label={`Installment agreement, ${n}`} {...field('installmentAgreement')} />
      </Table.Td>
      <Table.Td>
        <Checkbox aria-label={`In default, ${n}`} disabled={!installmentAgreement} {...field('iaInDefault')} />
      </Table.Td>
      <Table.Td>
        <TextInput type="date" aria-label={`Lien filed on, ${n}`} {...field('lienFiledOn')} />
      </Table.Td>
      <Table.Td>
        <TextInput type="date" aria-label={`Levy notice on, ${n}`} {...field('levyNoticeOn')} />
      </Table.Td>
      <Table.Td>
        <Button
          size="compact-sm"
          variant="subtle"
          color="red"
          disabled={!removable}
          onClick={onRemove}
          aria-label={`Remove ${n}`}
        >
          Remove
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}
