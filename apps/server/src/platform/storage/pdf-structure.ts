import { inflateSync } from 'node:zlib';
import { type FileContent, readRange } from './file-content.js';

// A structural PDF check that reads only what it needs (docs/decisions/064): the header, the
// `startxref` at the end, the cross-reference section it points to (a table or a compressed xref
// stream), the trailer's /Root catalog and that catalog's page tree, which must count pages.
// It answers true only when all of that holds; anything it cannot follow (a /Prev chain, unusual
// filters or predictors, an encrypted object stream) answers null and the caller parses fully.

type Entry = { type: 1; offset: number } | { type: 2; stream: number; index: number };
type Xref = { root: number; lookup: (num: number) => Entry | null };

const TAIL_BYTES = 2048;
const WINDOW_BYTES = 256 * 1024;
const OBJECT_BYTES = 16 * 1024;

const text = (bytes: Buffer) => bytes.toString('latin1');
const int = (match: RegExpMatchArray | null, group = 1) => (match ? Number(match[group]) : null);

export function hasPdfStructure(content: FileContent): true | null {
  try {
    if (!/^%PDF-\d\.\d/.test(text(readRange(content, 0, 16)))) return null;
    const xref = readXref(content);
    if (!xref) return null;
    const objects = objectReader(content, xref);
    const catalog = objects(xref.root);
    if (!catalog || !/\/Type\s*\/Catalog\b/.test(catalog)) return null;
    const pagesNum = int(catalog.match(/\/Pages\s+(\d+)\s+\d+\s+R/));
    const pages = pagesNum === null ? null : objects(pagesNum);
    if (!pages || !/\/Type\s*\/Pages\b/.test(pages)) return null;
    const count = int(pages.match(/\/Count\s+(\d+)(?!\s+\d+\s+R)/));
    return count !== null && count > 0 ? true : null;
  } catch {
    return null;
  }
}

function readXref(content: FileContent): Xref | null {
  const tail = text(readRange(content, content.sizeBytes - TAIL_BYTES, content.sizeBytes));
  const at = tail.lastIndexOf('startxref');
  const offset = at < 0 ? null : int(tail.slice(at).match(/^startxref\s+(\d+)\s+%%EOF/));
  if (offset === null || offset >= content.sizeBytes) return null;
  const window = text(readRange(content, offset, offset + WINDOW_BYTES));
  if (/^\s*xref\b/.test(window)) return readXrefTable(window);
  return readXrefStream(content, offset, window);
}

/** A classic table: subsections of 20-byte entries, then the trailer (this section only). */
function readXrefTable(window: string): Xref | null {
  const sections: { first: number; count: number; at: number }[] = [];
  let position = window.indexOf('xref') + 4;
  for (;;) {
    const header = window.slice(position).match(/^\s*(\d+)\s+(\d+)[ \t]*(\r\n|\r|\n)/);
    if (!header) break;
    const at = position + header[0].length;
    sections.push({ first: Number(header[1]), count: Number(header[2]), at });
    position = at + Number(header[2]) * 20;
  }
  const trailer = window.slice(position).match(/^\s*trailer\s*<<([\s\S]*?)startxref/);
  const root = int(trailer?.[1]?.match(/\/Root\s+(\d+)\s+\d+\s+R/) ?? null);
  if (root === null || /\/Prev\b/.test(trailer![1]!)) return null;
  return {
    root,
    lookup: (num) => {
      const section = sections.find((s) => num >= s.first && num < s.first + s.count);
      if (!section) return null;
      const entry = window
        .slice(section.at + (num - section.first) * 20, section.at + (num - section.first + 1) * 20)
        .match(/^(\d{10}) \d{5} n/);
      return entry ? { type: 1, offset: Number(entry[1]) } : null;
    },
  };
}

/** A cross-reference stream (PDF 1.5+): a compressed table of fixed-width binary rows. */
function readXrefStream(content: FileContent, offset: number, window: string): Xref | null {
  const stream = readStream(content, offset, window);
  if (!stream || !/\/Type\s*\/XRef\b/.test(stream.dict) || /\/Prev\b/.test(stream.dict)) return null;
  const root = int(stream.dict.match(/\/Root\s+(\d+)\s+\d+\s+R/));
  const widths = stream.dict
    .match(/\/W\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s*\]/)
    ?.slice(1)
    .map(Number);
  const size = int(stream.dict.match(/\/Size\s+(\d+)/));
  if (root === null || !widths || size === null) return null;
  const index = (stream.dict.match(/\/Index\s*\[([\d\s]+)\]/)?.[1] ?? `0 ${size}`).trim().split(/\s+/).map(Number);
  const rowBytes = widths[0]! + widths[1]! + widths[2]!;
  const field = (row: number, from: number, width: number) => {
    let value = 0;
    for (let i = 0; i < width; i++) value = value * 256 + stream.data[row * rowBytes + from + i]!;
    return value;
  };
  return {
    root,
    lookup: (num) => {
      let row = 0;
      for (let i = 0; i + 1 < index.length; i += 2) {
        const [first, count] = [index[i]!, index[i + 1]!];
        if (num >= first && num < first + count) {
          const r = row + num - first;
          if ((r + 1) * rowBytes > stream.data.length) return null;
          const type = widths[0] === 0 ? 1 : field(r, 0, widths[0]!);
          const second = field(r, widths[0]!, widths[1]!);
          const third = field(r, widths[0]! + widths[1]!, widths[2]!);
          if (type === 1) return { type: 1, offset: second };
          if (type === 2) return { type: 2, stream: second, index: third };
          return null;
        }
        row += count;
      }
      return null;
    },
  };
}

/** Reads objects by number: directly at their offset, or out of a compressed object stream. */
function objectReader(content: FileContent, xref: Xref): (num: number) => string | null {
  const objectStreams = new Map<number, { header: number[]; first: number; data: Buffer } | null>();
  const direct = (num: number, offset: number) => {
    const window = text(readRange(content, offset, offset + OBJECT_BYTES));
    const head = window.match(/^\s*(\d+)\s+\d+\s+obj\b/);
    if (!head || Number(head[1]) !== num) return null;
    const body = window.slice(head[0].length);
    const end = body.search(/\bendobj\b|\bstream\b/);
    return end < 0 ? null : body.slice(0, end);
  };
  const inStream = (streamNum: number, num: number) => {
    if (!objectStreams.has(streamNum)) {
      const entry = xref.lookup(streamNum);
      const stream =
        entry?.type === 1
          ? readStream(content, entry.offset, text(readRange(content, entry.offset, entry.offset + OBJECT_BYTES)))
          : null;
      const first = int(stream?.dict.match(/\/First\s+(\d+)/) ?? null);
      const ok = stream && first !== null && /\/Type\s*\/ObjStm\b/.test(stream.dict);
      objectStreams.set(
        streamNum,
        ok
          ? { header: text(stream.data.subarray(0, first)).trim().split(/\s+/).map(Number), first, data: stream.data }
          : null,
      );
    }
    const objects = objectStreams.get(streamNum);
    if (!objects) return null;
    for (let i = 0; i + 1 < objects.header.length; i += 2) {
      if (objects.header[i] !== num) continue;
      const start = objects.first + objects.header[i + 1]!;
      const next = objects.header[i + 3];
      return text(objects.data.subarray(start, next === undefined ? undefined : objects.first + next));
    }
    return null;
  };
  return (num) => {
    const entry = xref.lookup(num);
    if (!entry) return null;
    return entry.type === 1 ? direct(num, entry.offset) : inStream(entry.stream, num);
  };
}

/** An indirect stream object at `offset`: its dictionary and its decoded data (Flate, PNG predictors). */
function readStream(content: FileContent, offset: number, window: string): { dict: string; data: Buffer } | null {
  const head = window.match(/^\s*\d+\s+\d+\s+obj\s*(<<[\s\S]*?>>)\s*stream(\r\n|\n)/);
  if (!head) return null;
  const dict = head[1]!;
  const length = int(dict.match(/\/Length\s+(\d+)(?!\s+\d+\s+R)/));
  if (length === null) return null;
  const start = offset + Buffer.byteLength(head[0], 'latin1');
  let data = readRange(content, start, start + length);
  const filter = dict.match(/\/Filter\s*\[?\s*\/(\w+)\s*\]?/)?.[1];
  if (filter !== undefined && filter !== 'FlateDecode') return null;
  if (filter) data = inflateSync(data);
  const predictor = int(dict.match(/\/Predictor\s+(\d+)/)) ?? 1;
  if (predictor === 1) return { dict, data };
  if (predictor < 10) return null;
  const decoded = undoPngPredictor(data, int(dict.match(/\/Columns\s+(\d+)/)) ?? 1);
  return decoded ? { dict, data: decoded } : null;
}

/** PNG row filters None, Sub and Up (what writers use for xref streams); others answer null. */
function undoPngPredictor(data: Buffer, columns: number): Buffer | null {
  const rows = Math.floor(data.length / (columns + 1));
  const out = Buffer.alloc(rows * columns);
  for (let r = 0; r < rows; r++) {
    const filter = data[r * (columns + 1)];
    for (let c = 0; c < columns; c++) {
      const raw = data[r * (columns + 1) + 1 + c]!;
      const left = c > 0 ? out[r * columns + c - 1]! : 0;
      const up = r > 0 ? out[(r - 1) * columns + c]! : 0;
      if (filter === 0) out[r * columns + c] = raw;
      else if (filter === 1) out[r * columns + c] = (raw + left) & 0xff;
      else if (filter === 2) out[r * columns + c] = (raw + up) & 0xff;
      else return null;
    }
  }
  return out;
}
