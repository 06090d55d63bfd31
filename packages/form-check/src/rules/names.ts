const NOISE = new Set([
  'inc',
  'llc',
  'corp',
  'co',
  'the',
  'and',
  'ltd',
  'lp',
  'llp',
  'pc',
  'of',
  'mr',
  'mrs',
  'ms',
  'dr',
]);

const tokens = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter((t) => t.length > 1 && !NOISE.has(t));

/** Whether two written names are the same person or business: most of the shorter name's words appear in the other. */
export function sameName(a: string, b: string): boolean {
  const [x, y] = [tokens(a), tokens(b)];
  const [short, long] = x.length <= y.length ? [x, new Set(y)] : [y, new Set(x)];
  if (short.length === 0) return false;
  return short.filter((t) => long.has(t)).length / short.length >= 0.66;
}

/** Whether a block of text (a name and address) starts with or contains the name. */
export const nameIn = (block: string, name: string) =>
  sameName(block.split('\n')[0] ?? '', name) || sameName(block, name);

export const digitsOf = (text: string) => text.replace(/\D/g, '');

/** A CAF number reduced to compare: its digits and a trailing R ("0312-45678R" -> "031245678R"). */
export const cafKey = (text: string) => text.toUpperCase().replace(/[^0-9R]/g, '');
