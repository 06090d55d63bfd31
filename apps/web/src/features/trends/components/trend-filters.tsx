import { Group, Select, TextInput } from '@mantine/core';
import { CLIENT_TYPES, RISK_LEVELS, type TrendBundles } from '@taxlens/contracts';

export type TrendFilterValues = { from: string; to: string; clientType: string; risk: string; bundleId: string };

type Props = { values: TrendFilterValues; bundles: TrendBundles; onChange: (next: Partial<TrendFilterValues>) => void };

const ANY = { value: '', label: 'Any' };

/** The range and the one filter (a client type, a risk level, both, or a bundle alone). */
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
      <Select
        label="Client type"
        data={[ANY, ...CLIENT_TYPES.map((t) => ({ value: t.code, label: t.label }))]}
        value={values.clientType}
        onChange={(v) => onChange({ clientType: v ?? '', bundleId: '' })}
        allowDeselect={false}
      />
      <Select
        label="Risk"
        data={[ANY, ...RISK_LEVELS.map((r) => ({ value: r, label: r[0] + r.slice(1).toLowerCase() }))]}
        value={values.risk}
        onChange={(v) => onChange({ risk: v ?? '', bundleId: '' })}
        allowDeselect={false}
      />
      <Select
        label="Bundle"
        data={[ANY, ...bundles.map((b) => ({ value: b.id, label: b.name }))]}
        value={values.bundleId}
        onChange={(v) => onChange({ bundleId: v ?? '', ...(v ? { clientType: '', risk: '' } : {}) })}
        allowDeselect={false}
        searchable
      />
    </Group>
  );
}
