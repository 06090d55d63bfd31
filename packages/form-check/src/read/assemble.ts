import type { Box, DesigneeRead, FormRead, Line3Row, ReadBy, ReadValue } from '../types.js';
import { parseWrittenDate } from './dates.js';
import { DATE_AREA, SIGNATURE_AREA, type Layout } from './layout.js';
import type { TextItem } from './pdfjs.js';
import { textIn } from './place-words.js';

/** What a reader found besides words: the pixel tests and annotations. */
export type Marks = {
  checked: (field: string) => ReadValue<boolean>;
  signatureInk: ReadValue<boolean>;
  /** Values given by fields or annotations, by field short name or 'date'; they win over words. */
  values: Map<string, string>;
};

const ROWS = [
  ['f1_20', 'f1_21', 'f1_22', 'f1_23'],
  ['f1_24', 'f1_25', 'f1_26', 'f1_27'],
  ['f1_28', 'f1_29', 'f1_30', 'f1_31'],
] as const;
const DESIGNEES = [
  { name: 'f1_10', caf: 'f1_11', copies: 'c1_2' },
  { name: 'f1_15', caf: 'f1_16', copies: 'c1_6' },
] as const;

const union = (boxes: (Box | undefined)[]): Box => {
  const bs = boxes.filter((b): b is Box => Boolean(b));
  const [x, y] = [Math.min(...bs.map((b) => b.x)), Math.min(...bs.map((b) => b.y))];
  return {
    page: bs[0]!.page,
    x,
    y,
    w: Math.max(...bs.map((b) => b.x + b.w)) - x,
    h: Math.max(...bs.map((b) => b.y + b.h)) - y,
  };
};

/** Builds what was read on Rev. January 2021 from the filled words placed in the registered layout. */
export function assembleRead(
  layout: Layout,
  words: TextItem[],
  marks: Marks,
  readBy: ReadBy,
): Omit<FormRead, 'formNumber' | 'revision' | 'illegible' | 'pages'> {
  const read = (field: string): ReadValue<string> => {
    const box = layout.fields.get(field);
    const given = marks.values.get(field);
    if (given !== undefined) return { value: given.trim() || null, box: box ?? null };
    return textIn(words, box);
  };
  const nameAddress = read('f1_6');
  const [first, ...rest] = (nameAddress.value ?? '').split('\n');
  const oneLine = rest.length === 0 ? /^(.*?)(,?\s+\d.*)$/.exec(first ?? '') : null;
  const taxpayerName = { ...nameAddress, value: (oneLine ? oneLine[1] : first)?.trim() || null };
  const address = oneLine ? oneLine[2]!.replace(/^,?\s*/, '') : rest.join('\n');
  const taxpayerAddress = { ...nameAddress, value: /\d/.test(address) && /[a-z]/i.test(address) ? address : null };
  const designees: DesigneeRead[] = DESIGNEES.map((d) => {
    const caf = read(d.caf);
    return {
      name: read(d.name).value ?? '',
      caf: caf.value ?? '',
      copies: marks.checked(d.copies).value,
      box: union([layout.fields.get(d.name), layout.fields.get(d.caf)]),
      ...(caf.unreadable ? { cafUnsure: true } : {}),
    };
  }).filter((d) => d.name || d.caf);
  const rows: Line3Row[] = ROWS.map((cells) => {
    const [type, form, years, matters] = cells.map(read) as [ReadValue<string>, ...ReadValue<string>[]];
    return {
      type: type.value ?? '',
      form: form!.value ?? '',
      years: years!.value ?? '',
      matters: matters!.value ?? '',
      box: union(cells.map((c) => layout.fields.get(c))),
      unreadable: [type, form, years].some((r) => r!.unreadable) || undefined,
    };
  });
  const dateText = marks.values.get('date') ?? textIn(words, DATE_AREA).value;
  const dateRead = textIn(words, DATE_AREA);
  const signedOn = dateText ? parseWrittenDate(dateText) : null;
  return {
    readBy,
    line5a: { value: null, box: null },
    taxpayerName,
    taxpayerAddress,
    tin: read('f1_7'),
    designees,
    rows,
    line4Checked: marks.checked('c1_11'),
    line5Checked: marks.checked('c1_12'),
    signed: marks.signatureInk,
    signerName: read('f1_32'),
    title: read('f1_33'),
    signedOn: {
      value: signedOn,
      box: DATE_AREA,
      unreadable: (Boolean(dateText) && !signedOn) || dateRead.unreadable || undefined,
    },
  };
}

export { SIGNATURE_AREA };
