import type { ClientTypeCode } from '@taxlens/contracts';
import type { TaxClassification } from '../types.js';

/** Income returns by the kind of filer; other forms (941, 940, 720, W-2...) fit any client. */
type IncomeReturn = '1040' | '1120' | '1120S' | '1065' | '1041' | '990';

/** A written form number reduced to the income return it is ("1120-S" -> 1120S, "990-EZ" -> 990), or null. */
export function incomeReturnOf(form: string): IncomeReturn | null {
  const f = form.toUpperCase().replace(/[\s.]/g, '');
  if (/^1120-?S\b|^1120S/.test(f)) return '1120S';
  if (/^1040/.test(f)) return '1040';
  if (/^1120/.test(f)) return '1120';
  if (/^1065/.test(f)) return '1065';
  if (/^1041/.test(f)) return '1041';
  if (/^990/.test(f)) return '990';
  return null;
}

/** The income returns a client may file, by type and (where known) tax classification. */
export function returnsFiledBy(
  type: ClientTypeCode,
  classification: TaxClassification | null | undefined,
): IncomeReturn[] {
  const byClass: Record<TaxClassification, IncomeReturn[]> = {
    c_corporation: ['1120'],
    s_corporation: ['1120S'],
    partnership: ['1065'],
    disregarded: ['1040', '1120'],
  };
  switch (type) {
    case 'individual':
    case 'sole_prop':
      return ['1040'];
    case 'partners':
      return ['1065'];
    case 'nonprofit':
      return ['990'];
    case 'estates_and_trusts':
      return ['1041'];
    case 'corp':
      return classification === 'c_corporation' || classification === 's_corporation'
        ? byClass[classification]
        : ['1120', '1120S'];
    case 'llc':
      return classification ? byClass[classification] : ['1040', '1065', '1120', '1120S'];
  }
}

/** Years named in a line 3 period ("2021-2024", "2022 through 2025", "12/31/2023", "2023"). */
export function yearsIn(text: string): number[] {
  const found = [...text.matchAll(/(?<!\d)(19|20)(\d{2})(?!\d)/g)].map((m) => Number(m[1]! + m[2]!));
  const range = /(?<!\d)((?:19|20)\d{2})\s*(?:-|–|through|thru|to)\s*((?:19|20)\d{2})(?!\d)/i.exec(text);
  if (range) {
    const [from, to] = [Number(range[1]), Number(range[2])];
    for (let y = from; y <= to && to - from < 50; y++) found.push(y);
  }
  return [...new Set(found)].sort((a, b) => a - b);
}

export const isGeneralReference = (text: string) => /\ball\s+(years|periods|taxes|tax\s+years)\b/i.test(text);
