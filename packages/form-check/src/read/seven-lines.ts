import type { Box, FormRead, Line3Row, ReadBy, ReadValue } from '../types.js';
import { parseWrittenDate } from './dates.js';
import { checkboxIn, inkTicked } from './checkbox-ink.js';
import { darkRatio } from './pixels.js';
import type { TextItem } from './pdfjs.js';
import { textIn } from './place-words.js';

/**
 * The older seven-line revision of Form 8821 (Rev. April 2004 and the like: "appointee", line 5 "Disclosure of tax
 * information" with boxes 5a and 5b, line 6 retention, line 7 signature), read by its own layout: no blank copy is
 * at hand to measure (decision 312), so each value is found from the printed labels around it, not from fixed
 * coordinates. A label's words are matched in reading order; a value lies below its label (line 1, line 2), right
 * of it (the CAF number), in the columns of line 3's header, or above the rule its label sits under (line 7).
 */

const norm = (t: string) => t.toLowerCase().replace(/[^a-z0-9]/g, '');
/** A tick in a box, as a program prints it or OCR reads it. */
const TICK = /^(x|✓|✔|✗|✘|4)$/i;
/** Ink in an area above a line 7 rule (nothing is printed there): a signature. */
const INK_RATIO = 0.006;
const PAGE_RIGHT = 600;

const unionOf = (ws: Box[]): Box => {
  const x = Math.min(...ws.map((w) => w.x));
  const y = Math.min(...ws.map((w) => w.y));
  return {
    page: ws[0]!.page,
    x,
    y,
    w: Math.max(...ws.map((w) => w.x + w.w)) - x,
    h: Math.max(...ws.map((w) => w.y + w.h)) - y,
  };
};

/**
 * A label's word as OCR read it: the same, or, for a word of five letters or more, one letter misread ("sacial" for
 * "social" on a fax). A label is several words in a row, so one letter off in a long word still finds it.
 */
function sameWord(read: string, want: string) {
  if (read === want) return true;
  if (want.length < 5 || read.length !== want.length) return false;
  let differ = 0;
  for (let i = 0; i < want.length && differ < 2; i++) if (read[i] !== want[i]) differ++;
  return differ < 2;
}

/** Every place a label's words follow one another, as boxes, top of the page first. */
function findAll(words: TextItem[], label: string): Box[] {
  const want = label.split(/\s+/).map(norm).filter(Boolean);
  const found: Box[] = [];
  for (let i = 0; i + want.length <= words.length; i++)
    if (want.every((t, k) => sameWord(norm(words[i + k]!.text), t)))
      found.push(unionOf(words.slice(i, i + want.length)));
  return found.sort((a, b) => b.y - a.y);
}
const find = (words: TextItem[], label: string, below = Infinity) =>
  findAll(words, label).find((b) => b.y < below) ?? null;

/** How far two boxes share their height, in points (negative: apart). */
const overlap = (a: Box, b: Box) => Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
/**
 * Two words on one printed row: their bottoms within `near` points, or their heights half shared. A word's box can
 * stretch down to a rule under it (a straightened scan's antialiased print), which moves its bottom, not its height.
 */
const sameRow = (a: Box, b: Box, near = 4) => Math.abs(a.y - b.y) < near || overlap(a, b) >= Math.min(a.h, b.h) / 2;

const area = (page: number, x0: number, x1: number, y0: number, y1: number): Box => ({
  page,
  x: x0,
  y: y0,
  w: Math.max(0, x1 - x0),
  h: Math.max(0, y1 - y0),
});

/** Whether a page's words are the older seven-line revision's: "appointee" and line 5's "Disclosure of tax information". */
export const isSevenLineForm = (words: TextItem[]) =>
  Boolean(find(words, 'Appointee') || find(words, 'Appointee.')) &&
  Boolean(find(words, 'Disclosure of tax information'));

type Image = Parameters<typeof checkboxIn>[0];

/** What was read on a seven-line 8821, in the shape the rules take (`line5a` filled; one appointee on line 2). */
export function readSevenLineForm(
  words: TextItem[],
  image: Image | null,
  signedByAnnotation: (b: Box) => boolean,
  readBy: ReadBy,
): Omit<FormRead, 'formNumber' | 'revision' | 'illegible' | 'pages'> {
  const page = words[0]?.page ?? 1;
  const none = { value: null, box: null };
  // A value whose label was not found (a photo's misread print) is unsure: "check", never a likely rejection.
  const unsure = { value: null, box: null, unreadable: true };
  const at = (label: string, below?: number) => find(words, label, below);
  // Label words are never values: a value area only holds words outside every label found.
  const labels: Box[] = [];
  const label = (text: string, below?: number) => {
    const b = at(text, below);
    if (b) labels.push(b);
    return b;
  };
  const line1 = label('Taxpayer name(s) and address');
  const ssn = label('Social security number(s)');
  const ein = label('Employer identification number');
  const line2 = label('Appointee.') ?? label('Appointee');
  const appointee = label('Name and address', line2?.y);
  const caf = label('CAF No.', line2?.y);
  const line3 = label('Tax matters.') ?? label('Tax matters');
  // Line 3's column heads: the four "(x)" on (a)'s row, whatever letters the OCR made of them ("(h)", "(¢)", "(dl)").
  const headA = at('(a)', line3?.y);
  const heads = headA
    ? words.filter((w) => Math.abs(w.y - headA.y) < 3 && /^\([^()\s]{1,3}\)$/.test(w.text)).sort((p, q) => p.x - q.x)
    : [];
  const columns =
    heads.length === 4
      ? heads.map((w) => (labels.push(unionOf([w])), unionOf([w])))
      : ['(a)', '(b)', '(c)', '(d)'].map((c) => label(c, line3?.y));
  const line4 = label('Specific use not recorded');
  const line4Box = line4 && label('check this box', line4.y);
  const line5a = label('If you want copies of tax information');
  const line5aBox = line5a && label('check this box', line5a.y + 1);
  const line6 = label('Retention/revocation of tax information') ?? label('Retention/revocation');
  const line6Box = label('authorization, check this box', line6?.y);
  const line7 = label('Signature of taxpayer(s).') ?? label('Signature of taxpayer');
  const signature = findAll(words, 'Signature').filter((b) => !line7 || b.y < line7.y - 1)[0] ?? null;
  const date = signature ? (findAll(words, 'Date').find((b) => sameRow(b, signature, 3)) ?? null) : null;
  const printName = label('Print Name', line7?.y);
  const title = label('Title (if applicable)', line7?.y) ?? label('Title', line7?.y);

  const inLabel = (w: TextItem) =>
    labels.some((b) => w.x + w.w / 2 >= b.x && w.x + w.w / 2 <= b.x + b.w && Math.abs(w.y - b.y) < 2);
  const values = words.filter((w) => !inLabel(w));
  const text = (b: Box | null): ReadValue<string> => {
    if (!b) return unsure;
    const read = textIn(values, b);
    // Ink the OCR gave no words for (a photo's blur, handwriting): unsure, as a current form's field is.
    if (!read.value && !read.unreadable && image && darkRatio(image, b) > INK_RATIO)
      return { value: null, box: read.box ?? b, unreadable: true };
    return read;
  };

  const nameArea =
    line1 && line2
      ? area(page, line1.x - 4, (ssn ?? ein)?.x ? (ssn ?? ein)!.x - 4 : 380, line2.y + line2.h + 1, line1.y - 1)
      : null;
  const nameAddress = text(nameArea);
  const [first, ...rest] = (nameAddress.value ?? '').split('\n');
  const address = rest.join('\n');
  const tinBelow = (b: Box | null) => (b ? text(area(page, b.x - 4, PAGE_RIGHT, b.y - 15, b.y - 1)) : unsure);
  const tins = [tinBelow(ssn), tinBelow(ein)];
  const tin = tins.find((t) => t.value) ?? tins.find((t) => t.box) ?? unsure;

  const appointeeName =
    appointee && line3 && caf
      ? text(area(page, appointee.x - 4, caf.x - 4, line3.y + line3.h + 1, appointee.y - 1))
      : none;
  const cafValue = caf ? text(area(page, caf.x + caf.w + 1, PAGE_RIGHT, caf.y - 2, caf.y + caf.h + 2)) : none;
  /**
   * A box ticked on a label's row: a tick word right of the label, or (a scan, where OCR seldom reads the mark) ink
   * inside the box its pixels show there.
   */
  const ticked = (b: Box | null): ReadValue<boolean> => {
    if (!b) return none;
    const row = area(page, b.x + b.w, PAGE_RIGHT, b.y - 4, b.y + Math.max(b.h, 8) + 2);
    const ticks = words.filter((w) => TICK.test(w.text.trim()) && w.x >= row.x && Math.abs(w.y - b.y) < 4);
    if (ticks.length) return { value: true, box: unionOf(ticks) };
    const box = image && checkboxIn(image, row);
    return box ? { value: inkTicked(image, box), box } : { value: false, box: row };
  };
  const line5aTicked = ticked(line5aBox);

  // Line 3: each line of words under the header, split into the header's columns.
  const rows: Line3Row[] = [];
  const header = columns.filter((c): c is Box => Boolean(c));
  if (header.length === 4 && line4) {
    const top = Math.min(...header.map((h) => h.y)) - 1;
    const inTable = values.filter((w) => w.y < top && w.y > line4.y + line4.h + 1);
    const lines: TextItem[][] = [];
    for (const w of inTable.sort((a, b) => b.y - a.y)) {
      // One row: bottoms within 4 points, or boxes sharing half their height (a box stretched down to the row's rule).
      const line = lines.find((l) => sameRow(l[0]!, w));
      if (line) line.push(w);
      else lines.push([w]);
    }
    for (const line of lines.slice(0, 3)) {
      const cell = (k: number): ReadValue<string> => {
        const [x0, x1] = [header[k]!.x - 4, k < 3 ? header[k + 1]!.x - 4 : PAGE_RIGHT];
        const y = line[0]!.y;
        return textIn(line, area(page, x0, x1, y - 3, y + 12));
      };
      const [type, form, years, matters] = [0, 1, 2, 3].map(cell) as ReadValue<string>[];
      rows.push({
        type: type!.value ?? '',
        form: form!.value ?? '',
        years: years!.value ?? '',
        matters: matters!.value ?? '',
        box: unionOf(line),
        unreadable: [type, form, years].some((r) => r!.unreadable) || undefined,
      });
    }
  }

  // Line 7: the values sit above the rule their label is printed under.
  const above = (b: Box | null, to: Box | null): Box | null =>
    b ? area(page, b.x - 4, to ? to.x - 6 : PAGE_RIGHT, b.y + b.h + 4, b.y + b.h + 24) : null;
  const signatureArea = above(signature, date);
  const ink = image && signatureArea ? darkRatio(image, signatureArea) : 0;
  const dateRead = text(above(date, null));
  const signedOn = dateRead.value ? parseWrittenDate(dateRead.value) : null;
  return {
    readBy,
    line5a: line5aTicked,
    taxpayerName: { ...nameAddress, value: first?.trim() || null },
    taxpayerAddress: { ...nameAddress, value: /\d/.test(address) && /[a-z]/i.test(address) ? address : null },
    tin,
    designees:
      appointeeName.value || cafValue.value
        ? [
            {
              name: appointeeName.value ?? '',
              caf: cafValue.value ?? '',
              // The older form asks for copies of notices on line 5a, not beside the appointee.
              copies: line5aTicked.value,
              box: unionOf([appointeeName.box, cafValue.box].filter((b): b is Box => Boolean(b))),
            },
          ]
        : [],
    rows,
    line4Checked: ticked(line4Box),
    line5Checked: ticked(line6Box),
    // Without "Date" beside it the signature's row is not sure (a photo's misread label): its ink may be print.
    signed: {
      value: signatureArea && date ? ink > INK_RATIO || signedByAnnotation(signatureArea) : null,
      box: signatureArea,
      unreadable: !signatureArea || !date || undefined,
    },
    signerName: text(above(printName, title)),
    title: text(above(title, null)),
    signedOn: {
      value: signedOn,
      box: dateRead.box,
      unreadable: (Boolean(dateRead.value) && !signedOn) || dateRead.unreadable || undefined,
    },
  };
}
