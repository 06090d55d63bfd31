import { Group, NativeSelect, TextInput } from '@mantine/core';
import { CLIENT_TYPES, RISK_LEVELS, type TrendBundles } from '@taxlens/contracts';

export type TrendFilterValues = { from: string; to: string; clientType: string; risk: string; bundleId: string };

type Props = { values: TrendFilterValues; bundles: TrendBundles; onChange: (next: Partial<TrendFilterValues>) => void };

const ANY = { value: '', label: 'Any' };

/**
 * The range and the one filter (a client type, a risk level, both, or a bundle alone). Native selects: the
 * phone's own picker, and no floating list placed (a forced layout) while the page first draws (decision 341).
 */
export function TrendFilters({ values, bundles, onChange }: Props) {
  return (
    <Group align="flex-end" wrap="wrap">
      <TextInput
        type="month"
        label="From"
        value={values.from}
        onChange={(e) => onChange({ from: e.currentTarget.value })}
      />
      <TextInput type="month" label="To" value={values.to} onChange={(e) => onChange({ to: e.currentTarget.value })} />
      <NativeSelect
        label="Client type"
        data={[ANY, ...CLIENT_TYPES.map((t) => ({ value: t.code, label: t.label }))]}
        value={values.clientType}
        onChange={(e) => onChange({ clientType: e.currentTarget.value, bundleId: '' })}
      />
      <NativeSelect
        label="Risk"
        data={[ANY, ...RISK_LEVELS.map((r) => ({ value: r, label: r[0] + r.slice(1).toLowerCase() }))]}
        value={values.risk}
        onChange={(e) => onChange({ risk: e.currentTarget.value, bundleId: '' })}
      />
      <NativeSelect
        label="Bundle"
        data={[ANY, ...bundles.map((b) => ({ value: b.id, label: b.name }))]}
        value={values.bundleId}
        onChange={(e) => {
          const bundleId = e.currentTarget.value;
          onChange({ bundleId, ...(bundleId ? { clientType: '', risk: '' } : {}) });
        }}
      />
    </Group>
  );
}
