import { NativeSelect } from '@mantine/core';
import type { ImportSummary } from '@taxlens/contracts';

export const ENCODINGS = [
  { value: '', label: 'Detect' },
  { value: 'utf-8', label: 'UTF-8' },
  { value: 'utf-16le', label: 'UTF-16' },
  { value: 'utf-16be', label: 'UTF-16 (big-endian)' },
  { value: 'windows-1252', label: 'Windows-1252' },
];

type Props = {
  summary: ImportSummary;
  canReadAgain: boolean;
  busy: boolean;
  onRead: (options: { encoding?: string; sheet?: string }) => void;
};

/**
 * The file read another way: another sheet of an XLSX, another encoding of a CSV. The server keeps
 * only the rows it read, so this uploads the same files again (kept in this tab) as a new import.
 */
export function ReadAgain({ summary, canReadAgain, busy, onRead }: Props) {
  const description = canReadAgain ? undefined : 'Upload the file again to change this.';
  if (summary.format === 'xlsx') {
    if (summary.sheets.length < 2) return null;
    return (
      <NativeSelect
        label="Sheet"
        w={240}
        description={description}
        disabled={!canReadAgain || busy}
        value={summary.sheet ?? ''}
        data={summary.sheets}
        onChange={(e) => onRead({ sheet: e.currentTarget.value })}
      />
    );
  }
  const current =
    ENCODINGS.find(
      (e) =>
        e.label.toUpperCase() === (summary.encoding ?? '').toUpperCase() ||
        e.value === (summary.encoding ?? '').toLowerCase(),
    )?.value ?? '';
  return (
    <NativeSelect
      label="Encoding"
      w={240}
      description={description}
      disabled={!canReadAgain || busy}
      value={current}
      data={ENCODINGS.filter((e) => e.value !== '')}
      onChange={(e) => onRead({ encoding: e.currentTarget.value })}
    />
  );
}
