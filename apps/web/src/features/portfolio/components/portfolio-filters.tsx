import { Group, NativeSelect } from '@mantine/core';
import { CATEGORY_CODES, CATEGORY_LABELS } from '@taxlens/contracts';
import type { ListParams } from './list-params';
import { periodOptions } from './period-options';
import { useTimeZone } from '../../../shared/format/zoned';

export type FilterName = 'type' | 'reports' | 'yearMonth';

const TYPE_OPTIONS = [
  { value: '', label: 'All' },
  { value: 'pendingorders', label: 'Pending orders' },
  { value: 'completed', label: 'Completed' },
  { value: 'rejected', label: 'Rejected' },
];

const CATEGORY_OPTIONS = [
  { value: '', label: 'All categories' },
  ...CATEGORY_CODES.map((code) => ({ value: code, label: CATEGORY_LABELS[code] })),
];

type Props = {
  filters: readonly FilterName[];
  params: ListParams;
  typeLabel?: string;
  periodLabel: string;
  onChange: (name: FilterName, value: string) => void;
};

/** The dashboard links' filters as selects; a value from a link that is not offered is still shown. */
export function PortfolioFilters({ filters, params, typeLabel = 'Status', periodLabel, onChange }: Props) {
  const withCurrent = (options: Array<{ value: string; label: string }>, current: string | undefined) =>
    current && !options.some((o) => o.value === current) ? [...options, { value: current, label: current }] : options;
  const timeZone = useTimeZone();
  return (
    <Group gap="sm" align="flex-end">
      {filters.includes('type') && (
        <NativeSelect
          label={typeLabel}
          value={params.type ?? ''}
          data={withCurrent(TYPE_OPTIONS, params.type)}
          onChange={(e) => onChange('type', e.currentTarget.value)}
        />
      )}
      {filters.includes('reports') && (
        <NativeSelect
          label="Category"
          value={params.reports ?? ''}
          data={withCurrent(CATEGORY_OPTIONS, params.reports)}
          onChange={(e) => onChange('reports', e.currentTarget.value)}
        />
      )}
      {filters.includes('yearMonth') && (
        <NativeSelect
          label={periodLabel}
          value={params.yearMonth ?? ''}
          data={withCurrent(periodOptions(new Date(), timeZone), params.yearMonth)}
          onChange={(e) => onChange('yearMonth', e.currentTarget.value)}
        />
      )}
    </Group>
  );
}
