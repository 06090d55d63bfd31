import type { TextItem } from './pdfjs.js';

/** An affine map from image pixels to page points: X = a x + b y + c, Y = d x + e y + f. */
export type Affine = [number, number, number, number, number, number];

const norm = (t: string) => t.toLowerCase().replace(/[^a-z0-9]/g, '');

function solve3(m: number[][], v: number[]): number[] | null {
  // Cramer's rule on the 3x3 normal equations.
  const det = (a: number[][]) =>
    a[0]![0]! * (a[1]![1]! * a[2]![2]! - a[1]![2]! * a[2]![1]!) -
    a[0]![1]! * (a[1]![0]! * a[2]![2]! - a[1]![2]! * a[2]![0]!) +
    a[0]![2]! * (a[1]![0]! * a[2]![1]! - a[1]![1]! * a[2]![0]!);
  const d = det(m);
  if (Math.abs(d) < 1e-9) return null;
  return [0, 1, 2].map((col) => det(m.map((row, i) => row.map((x, j) => (j === col ? v[i]! : x)))) / d);
}

function fit(pairs: { px: number; py: number; X: number; Y: number }[]): Affine | null {
  const m = [
    [0, 0, 0],
    [0, 0, 0],
    [0, 0, 0],
  ];
  const vx = [0, 0, 0];
  const vy = [0, 0, 0];
  for (const p of pairs) {
    const r = [p.px, p.py, 1];
    for (let i = 0; i < 3; i++) {
      for (let j = 0; j < 3; j++) m[i]![j]! += r[i]! * r[j]!;
      vx[i]! += r[i]! * p.X;
      vy[i]! += r[i]! * p.Y;
    }
  }
  const a = solve3(m, vx);
  const b = solve3(m, vy);
  return a && b ? [a[0]!, a[1]!, a[2]!, b[0]!, b[1]!, b[2]!] : null;
}

export const applyAffine = (t: Affine, x: number, y: number): [number, number] => [
  t[0] * x + t[1] * y + t[2],
  t[3] * x + t[4] * y + t[5],
];

export function invertAffine(t: Affine): Affine {
  const det = t[0] * t[4] - t[1] * t[3];
  const [a, b, d, e] = [t[4] / det, -t[1] / det, -t[3] / det, t[0] / det];
  return [a, b, -(a * t[2] + b * t[5]), d, e, -(d * t[2] + e * t[5])];
}

/**
 * Registers a scanned page on the official layout: OCR words that are printed exactly once on the blank form
 * (with their pixel box's bottom-left) are paired with that printed word, and an affine map is fitted by least
 * squares, dropping pairs far off the fit. It absorbs scale, offset, a slight rotation and fax's unequal DPI.
 */
export function registerPage(
  ocrWords: (TextItem & { px: number; py: number })[],
  printed: TextItem[],
): { transform: Affine; matched: number } | null {
  const counts = new Map<string, TextItem[]>();
  for (const p of printed) counts.set(norm(p.text), [...(counts.get(norm(p.text)) ?? []), p]);
  let pairs = ocrWords.flatMap((w) => {
    const key = norm(w.text);
    const same = counts.get(key);
    return key.length >= 4 && same?.length === 1 ? [{ px: w.px, py: w.py, X: same[0]!.x, Y: same[0]!.y }] : [];
  });
  for (const limit of [40, 12, 6]) {
    if (pairs.length < 6) return null;
    const t = fit(pairs);
    if (!t) return null;
    const kept = pairs.filter((p) => {
      const [X, Y] = applyAffine(t, p.px, p.py);
      return Math.hypot(X - p.X, Y - p.Y) < limit;
    });
    if (limit === 6) return kept.length >= 6 ? { transform: fit(kept) ?? t, matched: kept.length } : null;
    pairs = kept;
  }
  return null;
}
