import type { Box, ReadValue } from '../types.js';
import type { TextItem } from './pdfjs.js';

/** Words not printed on the blank form: what the taxpayer or a program filled in. */
export function filledWords(words: TextItem[], printed: TextItem[], tolerance: number): TextItem[] {
  const norm = (t: string) => t.toLowerCase().replace(/[^a-z0-9]/g, '');
  return words.filter(
    (w) =>
      !printed.some(
        (p) => norm(p.text) === norm(w.text) && Math.abs(p.x - w.x) < tolerance && Math.abs(p.y - w.y) < tolerance,
      ),
  );
}

/** Whether a word lies in a box (its centre across, a third up), as `textIn` counts it. */
export const inside = (w: TextItem, b: Box) => {
  const [cx, cy] = [w.x + w.w / 2, w.y + w.h / 3];
  return w.page === b.page && cx >= b.x && cx <= b.x + b.w && cy >= b.y && cy <= b.y + b.h;
};

/** The text inside a box, line by line (top to bottom), with the lowest OCR confidence among its words. */
export function textIn(words: TextItem[], b: Box | undefined, minConfidence = 55): ReadValue<string> {
  if (!b) return { value: null, box: null };
  const hits = words.filter((w) => inside(w, b)).sort((a, c) => c.y - a.y || a.x - c.x);
  if (hits.length === 0) return { value: null, box: b };
  const lines: TextItem[][] = [];
  for (const w of hits) {
    const line = lines.find((l) => Math.abs(l[0]!.y - w.y) < Math.max(3, w.h * 0.5));
    if (line) line.push(w);
    else lines.push([w]);
  }
  const text = lines
    .map((l) =>
      l
        .sort((a, c) => a.x - c.x)
        .map((w) => w.text)
        .join(' '),
    )
    .join('\n')
    .trim();
  const low = hits.some((w) => w.confidence !== undefined && w.confidence < minConfidence);
  return { value: text || null, box: b, unreadable: low || undefined };
}
