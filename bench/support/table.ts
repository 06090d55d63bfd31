/** One line of the table `npm run bench` prints. `met` is null when the figure has no target. */
export type Row = { benchmark: string; measure: string; figure: string; target: string; met: boolean | null };

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
}

export const ms = (value: number) => `${value.toFixed(1)} ms`;

/** "p50 / p95 / p99" of a list of durations, in ms. */
export const latencies = (values: number[]) =>
  values.length === 0
    ? 'no samples'
    : `${percentile(values, 50).toFixed(0)} / ${percentile(values, 95).toFixed(0)} / ${percentile(values, 99).toFixed(0)} ms`;

/** A row whose target is "at most `limit`" of the same unit. */
export function atMost(
  benchmark: string,
  measure: string,
  value: number,
  limit: number,
  unit: string,
  digits = 1,
): Row {
  return {
    benchmark,
    measure,
    figure: `${value.toFixed(digits)} ${unit}`,
    target: `<= ${limit} ${unit}`,
    met: value <= limit,
  };
}

/** A row whose target is "at least `limit`". */
export function atLeast(
  benchmark: string,
  measure: string,
  value: number,
  limit: number,
  unit: string,
  digits = 1,
): Row {
  return {
    benchmark,
    measure,
    figure: `${value.toFixed(digits)} ${unit}`.trim(),
    target: `>= ${limit} ${unit}`.trim(),
    met: value >= limit,
  };
}

export const info = (benchmark: string, measure: string, figure: string): Row => ({
  benchmark,
  measure,
  figure,
  target: '-',
  met: null,
});

export function formatTable(rows: Row[]): string {
  const header = ['benchmark', 'measure', 'figure', 'target', 'met'];
  const cells = rows.map((r) => [
    r.benchmark,
    r.measure,
    r.figure,
    r.target,
    r.met === null ? '-' : r.met ? 'yes' : 'NO',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) =>
    c
      .map((v, i) => v.padEnd(widths[i]!))
      .join(' | ')
      .trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('-|-'), ...cells.map(line)].join('\n');
}
