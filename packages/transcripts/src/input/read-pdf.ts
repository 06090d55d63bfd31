import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument, OPS, PagesMapper } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { Refusal, SourceLine } from '../types.js';

/** Lenders concatenate modules into one PDF; beyond this many pages the file is refused (docs/decisions/258). */
export const MAX_PDF_PAGES = 300;

// pdf.js loads the 14 standard fonts' metrics from its own folder; without it some text is not extracted.
const STANDARD_FONTS = `${join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;
const IMAGE_OPS = new Set<number>([OPS.paintImageXObject, OPS.paintInlineImageXObject, OPS.paintImageMaskXObject]);

type Item = { str: string; x: number; y: number; width: number; height: number };

/** Rebuilds a page's lines from its text items: by y (top first, items within 2 points share a line), then x. */
export function linesOfItems(items: Item[], page: number): SourceLine[] {
  const rows: { y: number; items: Item[] }[] = [];
  for (const item of [...items].sort((a, b) => b.y - a.y || a.x - b.x)) {
    const row = rows.find((r) => Math.abs(r.y - item.y) <= 2);
    if (row) row.items.push(item);
    else rows.push({ y: item.y, items: [item] });
  }
  return rows
    .sort((a, b) => b.y - a.y)
    .map((row, i) => {
      let text = '';
      let end: number | null = null;
      for (const item of row.items.sort((a, b) => a.x - b.x)) {
        const gap = end === null ? 0 : item.x - end;
        // A wide gap is a column boundary: keep it visible as a run of spaces, as `pdftotext -layout` does.
        if (end !== null) text += gap > Math.max(6, item.height * 1.5) ? '   ' : gap > item.height * 0.15 ? ' ' : '';
        text += item.str;
        end = item.x + item.width;
      }
      return { page, line: i + 1, text };
    });
}

export type PdfRead = { lines: SourceLine[]; refusal: Refusal | null };

/** The text layer of a PDF; never throws: a password, damage, scanned pages or too many pages are refusals. */
export async function readPdf(bytes: Uint8Array): Promise<PdfRead> {
  const task = getDocument({
    data: new Uint8Array(bytes),
    standardFontDataUrl: STANDARD_FONTS,
    verbosity: 0,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
  });
  let doc;
  try {
    doc = await task.promise;
  } catch (error) {
    await task.destroy().catch(() => undefined);
    const name = (error as { name?: string }).name;
    return {
      lines: [],
      refusal: {
        reason: 'unreadable',
        detail:
          name === 'PasswordException'
            ? 'The PDF is protected by a password. Upload the file the IRS delivered, without a password.'
            : 'The PDF is damaged and cannot be read. Upload the file the IRS delivered.',
      },
    };
  }
  try {
    if (doc.numPages > MAX_PDF_PAGES) {
      return {
        lines: [],
        refusal: {
          reason: 'too_many_pages',
          detail: `The PDF has ${doc.numPages} pages; at most ${MAX_PDF_PAGES} pages are read per file. Split it and upload the parts.`,
        },
      };
    }
    const lines: SourceLine[] = [];
    const scanned: number[] = [];
    for (let p = 1; p <= doc.numPages; p += 1) {
      // pdfjs 5.4 keeps one page count for every open document (PagesMapper is static: the last opened one's):
      // a file read beside this one would make its later pages "Invalid page request". Its own count is put back
      // in the same synchronous step as the request (the form check does the same, its pdfjs.ts).
      PagesMapper.instance.pagesNumber = doc.numPages;
      const page = await doc.getPage(p);
      const content = await page.getTextContent();
      const items: Item[] = [];
      for (const raw of content.items) {
        if (!('str' in raw) || !raw.str.trim()) continue;
        items.push({
          str: raw.str,
          x: raw.transform[4],
          y: raw.transform[5],
          width: raw.width,
          height: raw.height || 10,
        });
      }
      if (items.length === 0) {
        const ops = await page.getOperatorList();
        if (ops.fnArray.some((fn) => IMAGE_OPS.has(fn))) scanned.push(p);
      }
      lines.push(...linesOfItems(items, p));
      page.cleanup();
    }
    if (scanned.length > 0) {
      return {
        lines: [],
        refusal: {
          reason: 'image_only',
          detail: `Page${scanned.length > 1 ? 's' : ''} ${scanned.join(', ')} ${scanned.length > 1 ? 'are images' : 'is an image'} without text (a scan or photo). Upload the file the IRS delivered.`,
        },
      };
    }
    return { lines, refusal: null };
  } catch {
    return {
      lines: [],
      refusal: {
        reason: 'unreadable',
        detail: 'The PDF is damaged and cannot be read. Upload the file the IRS delivered.',
      },
    };
  } finally {
    await doc.destroy().catch(() => undefined);
  }
}
