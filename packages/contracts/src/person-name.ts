// A person's name from one "Name" cell (docs/decisions/264): "Last, First" or "First Last",
// a suffix (Jr., Sr., II, III...) kept with the last name as the IRS form writes it.

const SUFFIXES = new Set(['jr', 'sr', 'ii', 'iii', 'iv', 'v', 'esq', 'md', 'phd', 'cpa']);
/** Words that begin a last name ("van Dyke", "De La Cruz"), kept with it in "First Last". */
const PARTICLES = new Set([
  'van',
  'von',
  'de',
  'del',
  'della',
  'der',
  'den',
  'di',
  'da',
  'du',
  'la',
  'le',
  'dos',
  'st',
]);

const isSuffix = (word: string) => SUFFIXES.has(word.toLowerCase().replace(/\./g, ''));
const isParticle = (word: string) => PARTICLES.has(word.toLowerCase().replace(/\./g, ''));

export type PersonName = { firstName: string; lastName: string };

/** Trailing suffix words of `words` moved out (at least `keep` words stay), returned in their order. */
function peelSuffixes(words: string[], keep: number): string[] {
  const suffixes: string[] = [];
  while (words.length > keep && isSuffix(words[words.length - 1]!)) suffixes.unshift(words.pop()!);
  return suffixes;
}

/** First and last name of one cell; null when it holds a single word (nothing tells first from last). */
export function splitPersonName(value: string): PersonName | null {
  const parts = value
    .split(',')
    .map((p) => p.trim().replace(/\s+/g, ' '))
    .filter((p) => p !== '');
  // "John Smith, Jr." and "Smith, John, Jr.": a part that is only a suffix goes with the last name.
  const suffixParts = parts.filter((p, i) => i > 0 && p.split(' ').every(isSuffix));
  const named = parts.filter((p) => !suffixParts.includes(p));
  if (named.length === 2) {
    const first = named[1]!.split(' ');
    const suffixes = [...peelSuffixes(first, 1), ...suffixParts];
    return { firstName: first.join(' '), lastName: [named[0]!, ...suffixes].join(' ') };
  }
  if (named.length !== 1) return null;
  const words = named[0]!.split(' ');
  const suffixes = [...peelSuffixes(words, 2), ...suffixParts];
  if (words.length < 2) return null;
  let start = words.length - 1;
  while (start > 1 && isParticle(words[start - 1]!)) start -= 1;
  return { firstName: words.slice(0, start).join(' '), lastName: [...words.slice(start), ...suffixes].join(' ') };
}
