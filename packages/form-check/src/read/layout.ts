import { readFileSync } from 'node:fs';
import { PDFCheckBox, PDFDocument } from 'pdf-lib';
import type { Box } from '../types.js';
import { getPage, openPdf, readTextItems, renderPage, type TextItem } from './pdfjs.js';
import { darkRatio } from './pixels.js';
import { takeXfa } from './read-fields.js';
import { shortName } from './field-names.js';

/** The copy of the official form the product uses (Rev. January 2021); its sha256 is beside it. */
export const OFFICIAL_FORM_URL = new URL('../../assets/f8821-rev-2021-01.pdf', import.meta.url);
export const readOfficialForm = () => new Uint8Array(readFileSync(OFFICIAL_FORM_URL));

/** Areas without a field: ink and dates are drawn here (above the line 6 rules, labels excluded). */
/**
 * The page the layout's boxes are on. A form found on a later page of its file (after a fax cover sheet) is read
 * as this page, and its boxes are moved to the file's page once read (decision 322).
 */
export const LAYOUT_PAGE = 1;
/** The official form's letter page, in points: the layout's boxes, a rectified photo and a scan's preview are on it. */
export const LAYOUT_WIDTH = 612;
export const LAYOUT_HEIGHT = 792;
export const SIGNATURE_AREA: Box = { page: LAYOUT_PAGE, x: 96, y: 134, w: 330, h: 26 };
export const DATE_AREA: Box = { page: LAYOUT_PAGE, x: 456, y: 134, w: 118, h: 26 };

export type Layout = {
  /** Field rects by short name (`f1_6`, `c1_11`...). */
  fields: Map<string, Box>;
  /** The blank form's printed text, word by word, to subtract from what a filled page shows. */
  printedWords: TextItem[];
  /** Dark-pixel ratio of each area on the blank form drawn at 100 DPI. */
  blankInk: { signature: number; date: number };
};

/** Splits text items into words, each with its share of the item's width. */
export function splitWords(items: TextItem[]): TextItem[] {
  return items.flatMap((item) => {
    const words: TextItem[] = [];
    const perChar = item.w / Math.max(1, item.text.length);
    for (const m of item.text.matchAll(/\S+/g))
      words.push({ ...item, text: m[0], x: item.x + m.index * perChar, w: m[0].length * perChar });
    return words;
  });
}

let layout: Promise<Layout> | undefined;

/** The registered layout of Rev. January 2021, measured once from the official form itself. */
export const loadLayout = () => (layout ??= measureLayout());

async function measureLayout(): Promise<Layout> {
  const bytes = readOfficialForm();
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  takeXfa(doc);
  const fields = new Map<string, Box>();
  for (const field of doc.getForm().getFields()) {
    const widget = field.acroField.getWidgets()[0];
    if (!widget) continue;
    const r = widget.getRectangle();
    const pad = field instanceof PDFCheckBox ? 0 : 2;
    fields.set(shortName(field.getName()), {
      page: LAYOUT_PAGE,
      x: r.x - pad,
      y: r.y - pad,
      w: r.width + 2 * pad,
      h: r.height + 2 * pad,
    });
  }
  const pdf = await openPdf(bytes);
  const page = await getPage(pdf, 1);
  const printedWords = splitWords(await readTextItems(page));
  const image = await renderPage(page, 100);
  const blankInk = { signature: darkRatio(image, SIGNATURE_AREA), date: darkRatio(image, DATE_AREA) };
  await pdf.destroy();
  return { fields, printedWords, blankInk };
}
