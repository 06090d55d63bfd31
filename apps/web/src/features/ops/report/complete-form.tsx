import {
  Button,
  Checkbox,
  FileButton,
  Group,
  List,
  NativeSelect,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { TAX_FORMS } from '@taxlens/contracts';
import { useState } from 'react';
import type { useReportAction } from '../api/report-action';
import { ErrorAlert } from '../content/error-alert';
import { checkPeriods, emptyRow, parsePeriodsJson, type PeriodRow, periodToRow, rowToPeriod } from './period-rows';
import { ScrollRegion } from '../../../shared/ui/scroll-region';

type Action = ReturnType<typeof useReportAction>;

/** Complete: one row per tax period, typed or loaded from a JSON file, checked with the server's schema. */
export function CompleteForm({ action }: { action: Action }) {
  const [rows, setRows] = useState<PeriodRow[]>([emptyRow()]);
  const [errors, setErrors] = useState<string[]>([]);
  // Filled only when the IRS record names the business differently: the client is then renamed.
  const [irsName, setIrsName] = useState('');
  const set = (index: number, changes: Partial<PeriodRow>) =>
    setRows((all) => all.map((r, i) => (i === index ? { ...r, ...changes } : r)));

  const load = async (file: File | null) => {
    if (!file) return;
    const result = parsePeriodsJson(await file.text());
    if (result.ok) {
      setRows(result.periods.map(periodToRow));
      setErrors([]);
    } else setErrors(result.errors);
  };
  const submit = () => {
    const result = checkPeriods(rows.map(rowToPeriod));
    if (!result.ok) return setErrors(result.errors);
    setErrors([]);
    const name = irsName.trim();
    action.mutate({ kind: 'complete', input: { periods: result.periods, ...(name ? { irsName: name } : {}) } });
  };

  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        Complete the report
      </Title>
      <Text size="sm">Enter one row per tax period, or upload the periods as JSON (an array of periods).</Text>
      <ScrollRegion minWidth={1000} label="Findings">
        <Table>
          <Table.Thead>
            <Table.Tr>
              {[
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
              ].map((h) => (
                <Table.Th key={h}>{h}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r, i) => {
              const n = `row ${i + 1}`;
              return (
                <Table.Tr key={i}>
                  <Table.Td>
                    <NativeSelect
                      aria-label={`Form, ${n}`}
                      value={r.form}
                      data={[...TAX_FORMS]}
                      onChange={(e) => set(i, { form: e.currentTarget.value as PeriodRow['form'] })}
                    />
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      aria-label={`Period, ${n}`}
                      w={90}
                      value={r.period}
                      onChange={(e) => set(i, { period: e.currentTarget.value })}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Checkbox
                      aria-label={`Filed, ${n}`}
                      checked={r.filed}
                      onChange={(e) => set(i, { filed: e.currentTarget.checked })}
                    />
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      type="date"
                      aria-label={`Filed on, ${n}`}
                      value={r.filedOn}
                      disabled={!r.filed}
                      onChange={(e) => set(i, { filedOn: e.currentTarget.value })}
                    />
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      aria-label={`Balance, ${n}`}
                      w={110}
                      value={r.balance}
                      onChange={(e) => set(i, { balance: e.currentTarget.value })}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Checkbox
                      aria-label={`Installment agreement, ${n}`}
                      checked={r.installmentAgreement}
                      onChange={(e) => set(i, { installmentAgreement: e.currentTarget.checked })}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Checkbox
                      aria-label={`In default, ${n}`}
                      checked={r.iaInDefault}
                      disabled={!r.installmentAgreement}
                      onChange={(e) => set(i, { iaInDefault: e.currentTarget.checked })}
                    />
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      type="date"
                      aria-label={`Lien filed on, ${n}`}
                      value={r.lienFiledOn}
                      onChange={(e) => set(i, { lienFiledOn: e.currentTarget.value })}
                    />
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      type="date"
                      aria-label={`Levy notice on, ${n}`}
                      value={r.levyNoticeOn}
                      onChange={(e) => set(i, { levyNoticeOn: e.currentTarget.value })}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      color="red"
                      disabled={rows.length === 1}
                      onClick={() => setRows((all) => all.filter((_, j) => j !== i))}
                      aria-label={`Remove ${n}`}
                    >
                      Remove
                    </Button>
                  </Table.Td>
                </Table.Tr>
              );
            })}
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
        value={irsName}
        onChange={(e) => setIrsName(e.currentTarget.value)}
      />
      <Group>
        <Button variant="default" onClick={() => setRows((all) => [...all, emptyRow()])}>
          Add period
        </Button>
        <FileButton onChange={(f) => void load(f)} accept="application/json,.json">
          {(props) => (
            <Button variant="default" {...props}>
              Upload JSON
            </Button>
          )}
        </FileButton>
        <Button onClick={submit} loading={action.isPending}>
          Complete report
        </Button>
      </Group>
    </Stack>
  );
}
