import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

// A typed signature is shown in Dancing Script (SIL Open Font License 1.1, which allows embedding in
// documents: docs/decisions/194). @fontsource ships it split by script as WOFF files that pdfkit's
// fontkit reads; each character is drawn with the part that has it, DejaVu Sans Oblique otherwise.
const require = createRequire(import.meta.url);
const PACKAGE = '@fontsource/dancing-script';
const SUBSETS = ['latin', 'latin-ext', 'vietnamese'] as const;
type Subset = (typeof SUBSETS)[number];

export const SCRIPT_FALLBACK_FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Oblique.ttf');
export const SCRIPT_FONTS: Record<Subset, string> = Object.fromEntries(
  SUBSETS.map((s) => [s, require.resolve(`${PACKAGE}/files/dancing-script-${s}-400-normal.woff`)]),
) as Record<Subset, string>;

type Range = [number, number];
const unicodeRanges = JSON.parse(readFileSync(require.resolve(`${PACKAGE}/unicode.json`), 'utf8')) as Record<
  Subset,
  string
>;
const RANGES: Record<Subset, Range[]> = Object.fromEntries(
  SUBSETS.map((s) => [
    s,
    unicodeRanges[s].split(',').map((part): Range => {
      const [from, to] = part.trim().replace(/^U\+/, '').split('-');
      return [parseInt(from!, 16), parseInt(to ?? from!, 16)];
    }),
  ]),
) as Record<Subset, Range[]>;

/** The font file that draws a character: the first subset whose range has it, else the fallback. */
function fontFor(codePoint: number): string {
  const subset = SUBSETS.find((s) => RANGES[s].some(([from, to]) => codePoint >= from && codePoint <= to));
  return subset ? SCRIPT_FONTS[subset] : SCRIPT_FALLBACK_FONT;
}

/** The name cut into runs of characters that one font draws: [font file, text]. */
export function scriptRuns(text: string): Array<{ font: string; text: string }> {
  const runs: Array<{ font: string; text: string }> = [];
  for (const char of text) {
    const font = fontFor(char.codePointAt(0)!);
    const last = runs.at(-1);
    if (last?.font === font) last.text += char;
    else runs.push({ font, text: char });
  }
  return runs;
}
