import { ActionIcon, Group, NumberInput, Select } from '@mantine/core';
import { ALERT_CONDITION_LABELS, type AlertCondition, type AlertConditionKind } from '@taxlens/contracts';

const KINDS = Object.entries(ALERT_CONDITION_LABELS).map(([value, label]) => ({ value, label }));

/** The number a condition takes, as the form shows it (money in dollars, stored in cents). */
type Parameter = { label: string; min: number; max?: number; money?: boolean; suffix?: string };
const PARAMETERS: Partial<Record<AlertConditionKind, Parameter>> = {
  LIABILITY_ABOVE: { label: 'Amount', min: 0, money: true },
  LIABILITY_UP_BY_AMOUNT: { label: 'Amount', min: 0.01, money: true },
  LIABILITY_UP_BY_PERCENT: { label: 'Percent', min: 1, max: 10_000, suffix: '%' },
  UNFILED_RETURNS: { label: 'Periods', min: 1, max: 100 },
  NO_PAYMENT_PLAN_LIABILITY_ABOVE: { label: 'Amount', min: 0, money: true },
  AUTHORIZATION_EXPIRING: { label: 'Days', min: 0, max: 365 },
};

/** A condition with the number its kind takes; switching kinds starts from a sensible default. */
export function defaultCondition(kind: AlertConditionKind): AlertCondition {
  switch (kind) {
    case 'LIABILITY_ABOVE':
    case 'NO_PAYMENT_PLAN_LIABILITY_ABOVE':
      return { kind, amountCents: 10_000_00 };
    case 'LIABILITY_UP_BY_AMOUNT':
      return { kind, amountCents: 1_000_00 };
    case 'LIABILITY_UP_BY_PERCENT':
      return { kind, percent: 10 };
    case 'UNFILED_RETURNS':
      return { kind, periods: 1 };
    case 'AUTHORIZATION_EXPIRING':
      return { kind, days: 30 };
    default:
      return { kind } as AlertCondition;
  }
}

function valueOf(c: AlertCondition): number | undefined {
  if ('amountCents' in c) return c.amountCents / 100;
  if ('percent' in c) return c.percent;
  if ('periods' in c) return c.periods;
  if ('days' in c) return c.days;
  return undefined;
}

function withValue(c: AlertCondition, value: number): AlertCondition {
  if ('amountCents' in c) return { ...c, amountCents: Math.round(value * 100) };
  if ('percent' in c) return { ...c, percent: Math.round(value) };
  if ('periods' in c) return { ...c, periods: Math.round(value) };
  if ('days' in c) return { ...c, days: Math.round(value) };
  return c;
}

type Props = {
  index: number;
  condition: AlertCondition;
  removable: boolean;
  onChange: (c: AlertCondition) => void;
  onRemove: () => void;
};

export function ConditionRow({ index, condition, removable, onChange, onRemove }: Props) {
  const parameter = PARAMETERS[condition.kind];
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <Select
        label={`Condition ${index + 1}`}
        data={KINDS}
        value={condition.kind}
        allowDeselect={false}
        w={340}
        onChange={(kind) => kind && onChange(defaultCondition(kind as AlertConditionKind))}
      />
      {parameter && (
        <NumberInput
          label={`${parameter.label} (condition ${index + 1})`}
          min={parameter.min}
          max={parameter.max}
          w={180}
          thousandSeparator=","
          {...(parameter.money ? { prefix: '$', decimalScale: 2 } : { allowDecimal: false })}
          {...(parameter.suffix ? { suffix: parameter.suffix } : {})}
          value={valueOf(condition)}
          onChange={(v) => onChange(withValue(condition, typeof v === 'number' ? v : Number(v) || 0))}
        />
      )}
      {removable && (
        <ActionIcon
          variant="subtle"
          color="red"
          size="lg"
          aria-label={`Remove condition ${index + 1}`}
          onClick={onRemove}
        >
          ×
        </ActionIcon>
      )}
    </Group>
  );
}
