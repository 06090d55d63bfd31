import { describe, expect, it } from 'vitest';
import { buildCase, type Variant } from './corpus/build-case.js';
import { CORPUS } from './corpus/cases.js';
import { likelyTurns } from './read/orientation.js';
import { openPdf, renderPage } from './read/pdfjs.js';
import { turnImage } from './read/read-scan.js';

async function turnsOf(variant: Variant) {
  const pdf = await openPdf(
    await buildCase(
      CORPUS.find((k) => k.name === 'clean-c_corp')!,
      variant,
    ),
  );
  try {
    const drawn = await renderPage(await pdf.getPage(1), 150);
    return await likelyTurns(drawn, drawn.width > drawn.height ? [3, 1] : [0, 2], turnImage);
  } finally {
    await pdf.destroy();
  }
}

// No OCR here: the guess only orders the OCR passes (decision 316).
describe('the likeliest turn of a scanned page, by its print against the blank form', () => {
  it.each([
    ['photo', 0],
    ['turned', 2],
    ['sideways', 3],
  ] as [Variant, number][])('%s: tries %d quarter turns first', { timeout: 30_000 }, async (variant, first) => {
    expect((await turnsOf(variant))[0]).toBe(first);
  });
});
