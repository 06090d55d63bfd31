import { Badge, Button, Group, NativeSelect, Stack, Table, Text, Textarea, TextInput, Title } from '@mantine/core';
import {
  type CorrectTranscriptFactInput,
  correctTranscriptFactSchema,
  type DerivedPeriod,
  formatUsd,
  type TaxPeriod,
} from '@taxlens/contracts';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { bodyResolver } from '../../../shared/forms/body-resolver';
import { ErrorListAlert } from '../../../shared/ui/error-list-alert';
import type { useTranscriptAction } from '../api/transcript-action';
import { ErrorAlert } from '../content/error-alert';
import { ScrollRegion } from '../../../shared/ui/scroll-region';

type Action = ReturnType<typeof useTranscriptAction>;
type Fact = CorrectTranscriptFactInput['fact'];

const FACTS: { fact: Fact; label: string; kind: 'boolean' | 'date' | 'money' }[] = [
  { fact: 'filed', label: 'Filed', kind: 'boolean' },
  { fact: 'filedOn', label: 'Filed on', kind: 'date' },
  { fact: 'balanceCents', label: 'Balance', kind: 'money' },
  { fact: 'installmentAgreement', label: 'Installment agreement', kind: 'boolean' },
  { fact: 'iaInDefault', label: 'Agreement in default', kind: 'boolean' },
  { fact: 'lienFiledOn', label: 'Lien filed', kind: 'date' },
  { fact: 'levyNoticeOn', label: 'Levy notice', kind: 'date' },
];

function show(period: TaxPeriod, fact: Fact): string {
  const value = period[fact];
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (fact === 'balanceCents') return formatUsd(value as number);
  return (value as string | null) ?? '--';
}

/** The periods derived from the transcripts; a fact an operator entered is marked so. */
export function DerivedPeriods({ periods, action, open }: { periods: DerivedPeriod[]; action: Action; open: boolean }) {
  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        Derived periods
      </Title>
      <ScrollRegion minWidth={900} label="Derived periods">
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Form</Table.Th>
              <Table.Th>Period</Table.Th>
              {FACTS.map((f) => (
                <Table.Th key={f.fact}>{f.label}</Table.Th>
              ))}
              <Table.Th>Stage</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {periods.map((p) => (
              <Table.Tr key={`${p.period.form} ${p.period.period}`} data-testid="derived-period">
                <Table.Td>{p.period.form}</Table.Td>
                <Table.Td>{p.period.period}</Table.Td>
                {FACTS.map((f) => (
                  <Table.Td key={f.fact}>
                    {show(p.period, f.fact)}
                    {p.sources[f.fact] === 'entered' && (
                      <Badge ml={4} size="xs" color="grape">
                        entered
                      </Badge>
                    )}
                    {f.fact === 'balanceCents' && p.creditCents > 0 && (
                      <Text size="xs">{`credit ${formatUsd(p.creditCents)}`}</Text>
                    )}
                    {f.fact === 'installmentAgreement' && p.iaPending && <Text size="xs">pending</Text>}
                  </Table.Td>
                ))}
                <Table.Td>{p.stage.name.replace(/_/g, ' ')}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollRegion>
      {open && periods.length > 0 && <CorrectForm periods={periods} action={action} />}
    </Stack>
  );
}

type CorrectValues = { target: string; fact: Fact; value: string; reason: string };

const kindOf = (fact: Fact) => FACTS.find((f) => f.fact === fact)!.kind;

/** The correction's body from the fields: the typed value read as the fact's kind. */
function toBody({ target, fact, value, reason }: CorrectValues) {
  const [form, period] = target.split(' ') as [TaxPeriod['form'], string];
  const kind = kindOf(fact);
  const typed =
    kind === 'boolean'
      ? value === 'yes'
      : kind === 'money'
        ? Math.round(Number(value.replace(/[$,]/g, '')) * 100)
        : value.trim() || null;
  return { form, period, fact, value: typed, reason };
}
const resolver = bodyResolver(correctTranscriptFactSchema, toBody);

/** Correct one fact of one period, with the reason the audit log keeps. */
function CorrectForm({ periods, action }: { periods: DerivedPeriod[]; action: Action }) {
  const ids = periods.map((p) => `${p.period.form} ${p.period.period}`);
  const { register, control, handleSubmit, watch, setValue } = useForm<
    CorrectValues,
    unknown,
    CorrectTranscriptFactInput
  >({
    resolver,
    defaultValues: { target: ids[0]!, fact: 'balanceCents', value: '', reason: '' },
  });
  const [invalid, setInvalid] = useState<string[]>([]);
  const kind = kindOf(watch('fact'));
  return (
    <form
      onSubmit={(event) => {
        setInvalid([]);
        void handleSubmit(
          (input) => action.mutate({ kind: 'correct', input }),
          // The schema's sentences (the server's own) where the typed value is refused before sending.
          (errors) =>
            setInvalid(
              Object.values(errors)
                .map((e) => e?.message ?? '')
                .filter(Boolean),
            ),
        )(event);
      }}
    >
      <Stack gap="xs">
        <Title order={3} size="h5">
          Correct a fact
        </Title>
        <Group align="end">
          <NativeSelect label="Period" data={ids} {...register('target')} />
          {/* Held by the form, not read back from the element: the default fact is not the list's first. */}
          <Controller
            control={control}
            name="fact"
            render={({ field }) => (
              <NativeSelect
                label="Fact"
                data={FACTS.map((f) => ({ value: f.fact, label: f.label }))}
                value={field.value}
                onChange={(e) => {
                  setValue('value', '');
                  field.onChange(e.currentTarget.value as Fact);
                }}
                onBlur={field.onBlur}
              />
            )}
          />
          {kind === 'boolean' ? (
            <NativeSelect
              key="boolean"
              label="New value"
              data={[
                { value: '', label: 'Choose' },
                { value: 'yes', label: 'Yes' },
                { value: 'no', label: 'No' },
              ]}
              {...register('value')}
            />
          ) : (
            <TextInput
              key={kind}
              label="New value"
              type={kind === 'date' ? 'date' : 'text'}
              placeholder={kind === 'money' ? '1,234.56' : undefined}
              {...register('value')}
            />
          )}
        </Group>
        <Textarea label="Reason" required {...register('reason')} />
        <Group>
          <Button type="submit" variant="light" loading={action.isPending}>
            Save correction
          </Button>
        </Group>
        <ErrorListAlert messages={invalid} />
        {action.variables?.kind === 'correct' && <ErrorAlert error={action.error} />}
      </Stack>
    </form>
  );
}
