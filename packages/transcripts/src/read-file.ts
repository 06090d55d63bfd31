import { deriveModule } from './derive/derive-module.js';
import { htmlLines } from './input/read-html.js';
import { readPdf } from './input/read-pdf.js';
import { decodeText, textLines } from './input/read-text.js';
import { readZip, ZipRefused, type ZipLimits } from './input/read-zip.js';
import { refuseForClient } from './match-client.js';
import { readModules } from './read/read-modules.js';
import type { Client, FileResult, Refusal, SourceLine } from './types.js';

export type ReadOptions = { client?: Client; zipLimits?: ZipLimits };

const starts = (bytes: Uint8Array, magic: number[]) => magic.every((b, i) => bytes[i] === b);
const IMAGE_MAGIC = [
  [0x89, 0x50, 0x4e, 0x47],
  [0xff, 0xd8, 0xff],
  [0x49, 0x49, 0x2a, 0x00],
  [0x4d, 0x4d, 0x00, 0x2a],
  [0x47, 0x49, 0x46, 0x38],
];

const refused = (file: string, refusal: Refusal): FileResult => ({ file, refusal, modules: [], setAside: [] });
const notATranscript = (file: string, what: string) =>
  refused(file, {
    reason: 'not_a_transcript',
    detail: `${what} has no account transcript: no title, form and tax period, TIN and transactions table.`,
  });

/**
 * Reads one file as delivered (PDF, ZIP, HTML or text, told apart by content, not name) into one result per
 * file; a ZIP gives one result per member, named `zipname/member`. Never throws on bad input: refusals are results.
 */
export async function readFile(file: string, bytes: Uint8Array, options: ReadOptions = {}): Promise<FileResult[]> {
  if (starts(bytes, [0x50, 0x4b, 0x03, 0x04]) || starts(bytes, [0x50, 0x4b, 0x05, 0x06])) {
    const results: FileResult[] = [];
    try {
      await readZip(
        bytes,
        async (member, memberBytes) => void results.push(await readOne(`${file}/${member}`, memberBytes, options)),
        options.zipLimits,
      );
    } catch (error) {
      const detail = error instanceof ZipRefused ? error.message : 'The file is not a readable ZIP.';
      return [refused(file, { reason: 'zip_refused', detail })];
    }
    return results;
  }
  return [await readOne(file, bytes, options)];
}

async function readOne(file: string, bytes: Uint8Array, options: ReadOptions): Promise<FileResult> {
  let lines: SourceLine[];
  let kind = 'The file';
  if (starts(bytes, [0x25, 0x50, 0x44, 0x46])) {
    const pdf = await readPdf(bytes);
    if (pdf.refusal) return refused(file, pdf.refusal);
    lines = pdf.lines;
    kind = 'The PDF';
  } else if (IMAGE_MAGIC.some((m) => starts(bytes, m))) {
    return refused(file, {
      reason: 'image_only',
      detail: 'The file is an image (a scan or photo). Upload the file the IRS delivered.',
    });
  } else if (bytes.subarray(0, 4096).includes(0)) {
    return notATranscript(file, 'The file is binary and');
  } else {
    const text = decodeText(bytes);
    const html = /<(?:!doctype html|html|body|div|table|dl|section)\b/i.test(text.slice(0, 4096));
    lines = html ? htmlLines(text) : textLines(text);
    kind = html ? 'The HTML' : 'The text';
  }
  const read = readModules(file, lines);
  if (read.modules.length === 0 && read.setAside.length === 0) return notATranscript(file, kind);
  const modules = read.modules.map((m) => {
    const refusal = options.client ? refuseForClient(m, options.client) : null;
    return { refusal, ...deriveModule(m) };
  });
  if (modules.length > 0 && modules.every((m) => m.refusal)) {
    // Another taxpayer's data is not shown at all: the file is refused whole, without its modules.
    const detail = `Every module is another taxpayer's. ${modules[0]!.refusal!.detail}`;
    return refused(file, { reason: 'tin_mismatch', detail });
  }
  return { file, refusal: null, modules, setAside: read.setAside };
}
