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

/** A projective map from image pixels to page points (row-major 3x3, the last entry 1): a page photographed at an angle. */
export type Homography = [number, number, number, number, number, number, number, number, number];

/** Solves A x = b (n unknowns) by Gauss-Jordan elimination with partial pivoting; null when singular. */
export function solveLinear(a: number[][], b: number[]): number[] | null {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]!]);
  for (let c = 0; c < n; c++) {
    let p = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(m[r]![c]!) > Math.abs(m[p]![c]!)) p = r;
    if (Math.abs(m[p]![c]!) < 1e-12) return null;
    [m[c], m[p]] = [m[p]!, m[c]!];
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const f = m[r]![c]! / m[c]![c]!;
      for (let k = c; k <= n; k++) m[r]![k]! -= f * m[c]![k]!;
    }
  }
  return m.map((row, i) => row[n]! / row[i]!);
}

export const applyHomography = (h: Homography, x: number, y: number): [number, number] => {
  const z = h[6] * x + h[7] * y + h[8];
  return [(h[0] * x + h[1] * y + h[2]) / z, (h[3] * x + h[4] * y + h[5]) / z];
};

export function invertHomography(h: Homography): Homography {
  const [a, b, c, d, e, f, g, k, l] = h;
  const inv = [
    e * l - f * k,
    c * k - b * l,
    b * f - c * e,
    f * g - d * l,
    a * l - c * g,
    c * d - a * f,
    d * k - e * g,
    b * g - a * k,
    a * e - b * d,
  ];
  return inv.map((v) => v / inv[8]!) as Homography;
}

/**
 * A homography fitted by linear least squares (the direct linear transform, coordinates scaled by 1/1000 so the
 * normal equations stay well conditioned) to pairs of image pixels and page points.
 */
function fitHomography(pairs: Pair[]): Homography | null {
  if (pairs.length < 8) return null;
  const S = 1000;
  const ata = Array.from({ length: 8 }, () => new Array<number>(8).fill(0));
  const atb = new Array<number>(8).fill(0);
  for (const p of pairs) {
    const [x, y, X, Y] = [p.px / S, p.py / S, p.X / S, p.Y / S];
    for (const [row, rhs] of [
      [[x, y, 1, 0, 0, 0, -x * X, -y * X], X],
      [[0, 0, 0, x, y, 1, -x * Y, -y * Y], Y],
    ] as [number[], number][]) {
      for (let i = 0; i < 8; i++) {
        for (let j = 0; j < 8; j++) ata[i]![j]! += row[i]! * row[j]!;
        atb[i]! += row[i]! * rhs;
      }
    }
  }
  const h = solveLinear(ata, atb);
  if (!h) return null;
  // Undo the scaling: page = S * H'(pixel / S).
  return [h[0]!, h[1]!, h[2]! * S, h[3]!, h[4]!, h[5]! * S, h[6]! / S, h[7]! / S, 1];
}

const rms = (pairs: Pair[], map: (x: number, y: number) => [number, number]) =>
  Math.sqrt(
    pairs.reduce((n, p) => {
      const [X, Y] = map(p.px, p.py);
      return n + (X - p.X) ** 2 + (Y - p.Y) ** 2;
    }, 0) / Math.max(1, pairs.length),
  );

/**
 * Registers a scanned page on the official layout: OCR words that are printed exactly once on the blank form
 * (with their pixel box's bottom-left) are paired with that printed word, and an affine map is fitted by least
 * squares, dropping pairs far off the fit. It absorbs scale, offset, a slight rotation and fax's unequal DPI.
 */
export function registerPage(
  ocrWords: (TextItem & { px: number; py: number; pw?: number; ph?: number })[],
  printed: TextItem[],
): {
  transform: Affine;
  matched: number;
  homography: Homography | null;
  residual: { affine: number; homography: number };
  apart: number;
  matchedByHomography: number;
} | null {
  const counts = new Map<string, TextItem[]>();
  for (const p of printed) counts.set(norm(p.text), [...(counts.get(norm(p.text)) ?? []), p]);
  let pairs: (Pair & { cx: number; cy: number; CX: number; CY: number })[] = ocrWords.flatMap((w) => {
    const key = norm(w.text);
    const same = counts.get(key);
    const p = same?.[0];
    if (key.length < 4 || same?.length !== 1 || !p) return [];
    // The centres as well: a turned word's pixel box still has the word's centre (its corner does not).
    const centre = { cx: w.px + (w.pw ?? 0) / 2, cy: w.py - (w.ph ?? 0) / 2, CX: p.x + p.w / 2, CY: p.y + 0.35 * p.h };
    return [{ px: w.px, py: w.py, X: p.x, Y: p.y, ...centre }];
  });
  const loose = pairs;
  for (const limit of [40, 12, 6]) {
    if (pairs.length < 6) return null;
    const t = fit(pairs);
    if (!t) return null;
    const kept = pairs.filter((p) => {
      const [X, Y] = applyAffine(t, p.px, p.py);
      return Math.hypot(X - p.X, Y - p.Y) < limit;
    });
    if (limit === 40) pairs = kept;
    else if (limit === 12) pairs = kept;
    else {
      if (kept.length < 6) return null;
      const transform = fit(kept) ?? t;
      return { transform, matched: kept.length, ...perspective(transform, loose, kept) };
    }
  }
  return null;
}

/**
 * A page photographed at an angle is not affine: its far edge is narrower (a keystone), so an affine fit leaves
 * points off by several points at the page's edges and drops the words there as outliers. The pairs the affine
 * fit kept loosely (within 40 pt) are fitted again with a homography, dropping pairs off it at 12 then 4 pt.
 */
type Pair = { px: number; py: number; X: number; Y: number };

/** A map fitted to pairs, dropping pairs off it at 12 then 4 pt, refitted; with its residual (RMS, points). */
function robust<T>(
  pairs: Pair[],
  fitter: (p: Pair[]) => T | null,
  apply: (t: T, x: number, y: number) => [number, number],
) {
  let kept = pairs;
  let t: T | null = null;
  for (const limit of [12, 4]) {
    t = fitter(kept);
    if (!t) return null;
    const tt = t;
    kept = kept.filter((p) => {
      const [X, Y] = apply(tt, p.px, p.py);
      return Math.hypot(X - p.X, Y - p.Y) < limit;
    });
  }
  t = fitter(kept) ?? t;
  if (!t) return null;
  const tt = t;
  return { t, kept: kept.length, residual: rms(kept, (x, y) => apply(tt, x, y)) };
}

/**
 * A page photographed at an angle is not affine: its far edge is narrower (a keystone), so an affine fit leaves
 * points off by several points at the page's edges and drops the words there as outliers. The pairs the affine
 * fit kept loosely (within 40 pt) are fitted again, by their words' centres (a turned word's pixel box keeps its
 * centre, not its corner), once affine and once with a homography; both residuals are given.
 */
function perspective(
  transform: Affine,
  loose: (Pair & { cx: number; cy: number; CX: number; CY: number })[],
  kept: Pair[],
) {
  const centres = loose
    .filter((p) => {
      const [X, Y] = applyAffine(transform, p.px, p.py);
      return Math.hypot(X - p.X, Y - p.Y) < 40;
    })
    .map((p) => ({ px: p.cx, py: p.cy, X: p.CX, Y: p.CY }));
  const affine = robust(centres, fit, applyAffine);
  const projective = robust(centres, fitHomography, applyHomography);
  // How far apart the two maps put the corners of the printed words' extent: a keystone shows there.
  const xs = centres.map((p) => p.px);
  const ys = centres.map((p) => p.py);
  const corners = [Math.min(...xs), Math.max(...xs)].flatMap((x) =>
    [Math.min(...ys), Math.max(...ys)].map((y) => [x, y]),
  );
  const apart =
    affine && projective
      ? Math.max(
          ...corners.map(([x, y]) => {
            const [a, b] = [applyAffine(affine.t, x!, y!), applyHomography(projective.t, x!, y!)];
            return Math.hypot(a[0] - b[0], a[1] - b[1]);
          }),
        )
      : 0;
  return {
    homography: projective && projective.kept >= kept.length ? projective.t : null,
    residual: { affine: affine?.residual ?? Infinity, homography: projective?.residual ?? Infinity },
    /** The largest distance (points) between the affine and the projective map at the corners of the words' extent. */
    apart,
    matchedByHomography: projective?.kept ?? 0,
  };
}
