/** The value axis of a chart: its domain, ticks and the mapping of a value to a pixel row. */
export type ValueScale = { ticks: number[]; max: number; min: number; y: (value: number) => number };

const STEPS = [1, 2, 5, 10];

/**
 * Round ticks from `min` to `max` (about `count` of them, whole numbers only: the charts show
 * counts and dollars), the domain widened to the nearest tick; zero is always in the domain.
 */
export function valueTicks(min: number, max: number, count = 5): number[] {
  const low = Math.min(0, min);
  const high = Math.max(0, max);
  if (high === low) return [0, 1];
  const rough = (high - low) / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(1, STEPS.find((s) => s * power >= rough)! * power);
  const first = Math.floor(low / step) * step;
  const last = Math.ceil(high / step) * step;
  const ticks: number[] = [];
  for (let tick = first; tick <= last + step / 2; tick += step) ticks.push(Math.round(tick));
  return ticks;
}

/** Maps values onto the rows from `bottom` (the domain's lowest tick) up to `top` (its highest). */
export function valueScale(min: number, max: number, top: number, bottom: number): ValueScale {
  const ticks = valueTicks(min, max);
  const low = ticks[0]!;
  const high = ticks.at(-1)!;
  return { ticks, min: low, max: high, y: (value) => bottom - ((value - low) / (high - low)) * (bottom - top) };
}

/**
 * Every how many categories a label fits on the category axis: labels about `charWidth` per
 * character, with a gap, never overlapping their neighbours (a phone shows every fourth month).
 */
export function labelEvery(labels: string[], width: number, charWidth = 6.5): number {
  if (labels.length === 0 || width <= 0) return 1;
  const longest = Math.max(...labels.map((l) => l.length));
  const needed = longest * charWidth + 12;
  return Math.max(1, Math.ceil((needed * labels.length) / width));
}
