import { Button, FileButton, Group, List, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import type { CompleteReportInput } from '@taxlens/contracts';
import { useState } from 'react';
import {
  type FieldErrors,
  FormProvider,
  type Resolver,
  type ResolverResult,
  useFieldArray,
  useForm,
} from 'react-hook-form';
import type { useReportAction } from '../api/report-action';
import { ErrorAlert } from '../content/error-alert';
import { ScrollRegion } from '../../../shared/ui/scroll-region';
import { PeriodRowFields } from './period-row-fields';
import { checkPeriods, emptyRow, parsePeriodsJson, type PeriodRow, periodToRow, rowToPeriod } from './period-rows';

type Action = ReturnType<typeof useReportAction>;

/** The Complete form's fields: the periods as typed, and the business name on the IRS record. */
export type CompleteFields = { rows: PeriodRow[]; irsName: string };

/**
 * The rows checked with the server's schema (`checkPeriods`, completeReportSchema): the body, or every
 * message naming its row and field, one a line, listed together as before (`root`).
 */
const resolver: Resolver<CompleteFields, unknown, CompleteReportInput> = (
  values,
): ResolverResult<CompleteFields, CompleteReportInput> => {
  const result = checkPeriods(values.rows.map(rowToPeriod));
  if (!result.ok)
    return {
      values: {},
      errors: { root: { type: 'periods', message: result.errors.join('\n') } } as FieldErrors<CompleteFields>,
    };
  // Filled only when the IRS record names the business differently: the client is then renamed.
  const name = values.irsName.trim();
  const input: CompleteReportInput = name ? { periods: result.periods, irsName: name } : { periods: result.periods };
  return { values: input, errors: {} };
};

const HEADERS = [
  'Form',
  'Period',
  'Filed',
  'Filed on',
  'Balance ($)',
  'Installment agreement',
  'In default',
  'Lien filed on',
  'Levy notice on',
  '',
];

/** Complete: one row per tax period, typed or loaded from a JSON file, checked with the server's schema. */
export function CompleteForm({ action }: { action: Action }) {
  const form = useForm<CompleteFields, unknown, CompleteReportInput>({
    resolver,
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
    defaultValues: { rows: [emptyRow()], irsName: '' },
  });
  const rows = useFieldArray({ control: form.control, name: 'rows' });
  // A JSON file that does not parse or check: its messages, until the next file or submission.
  const [loadErrors, setLoadErrors] = useState<string[]>([]);
  const checked = form.formState.errors.root?.message;
  const errors = checked ? checked.split('\n') : loadErrors;

  const load = async (file: File | null) => {
    if (!file) return;
    const result = parsePeriodsJson(await file.text());
    form.clearErrors();
    if (result.ok) {
      rows.replace(result.periods.map(periodToRow));
      setLoadErrors([]);
    } else setLoadErrors(result.errors);
  };
  const submit = form.handleSubmit((input) => action.mutate({ kind: 'complete', input }));

  return (
    <FormProvider {...form}>
      <form
        aria-label="Complete the report"
        onSubmit={(event) => {
          setLoadErrors([]);
          void submit(event);
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h4">
            Complete the report
          </Title>
          <Text size="sm">Enter one row per tax period, or upload the periods as JSON (an array of periods).</Text>
          <ScrollRegion minWidth={1000} label="Findings">
            <Table>
              <Table.Thead>
                <Table.Tr>
                  {HEADERS.map((h) => (
                    <Table.Th key={h}>{h}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.fields.map((row, i) => (
                  <PeriodRowFields
                    key={row.id}
                    index={i}
                    removable={rows.fields.length > 1}
                    onRemove={() => rows.remove(i)}
                  />
                ))}
              </Table.Tbody>
            </Table>
          </ScrollRegion>
          {errors.length > 0 && (
            <List size="sm" c="red" role="alert">
              {errors.map((e) => (
                <List.Item key={e}>{e}</List.Item>
              ))}
            </List>
          )}
          <ErrorAlert error={action.error} />
          <TextInput
            label="Business name on the IRS record"
            description="Only when it differs from the client's name; the client is renamed and the lender alerted."
            maxLength={200}
            maw={480}
            {...form.register('irsName')}
          />
          <Group>
            <Button variant="default" onClick={() => rows.append(emptyRow())}>
              Add period
            </Button>
            <FileButton onChange={(f) => void load(f)} accept="application/json,.json">
              {(props) => (
                <Button variant="default" {...props}>
                  Upload JSON
                </Button>
              )}
            </FileButton>
            <Button type="submit" loading={action.isPending}>
              Complete report
            </Button>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}
