import type { SourceLine } from '../types.js';

/** UTF-8 when it decodes cleanly, else Latin-1 (older exports); a byte-order mark is dropped. */
export function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\ufeff/, '');
  } catch {
    return new TextDecoder('latin1').decode(bytes);
  }
}

/** Lines of a text file: CRLF, CR and LF all end a line; a form feed starts a new page. */
export function textLines(text: string): SourceLine[] {
  const lines: SourceLine[] = [];
  text.split('\f').forEach((pageText, p) => {
    pageText.split(/\r\n|\r|\n/).forEach((line, i) => lines.push({ page: p + 1, line: i + 1, text: line }));
  });
  return lines;
}
