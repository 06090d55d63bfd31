import { createHash } from 'node:crypto';
import type { UploadSlabs } from './upload-slabs.js';

/**
 * An uploaded file as chunks, hashed while it was read. Large uploads are never joined into one
 * buffer: the PDF check reads small ranges and storage writes the chunks as they are
 * (docs/decisions/064), so a 5 MB form is hashed once and copied once, into reused slabs (239).
 */
export type FileContent = { chunks: readonly Buffer[]; sizeBytes: number; sha256: string };

/**
 * Reads a stream of chunks (a multipart file part), hashing on the way. The bytes are copied into the
 * request's `slabs` (docs/decisions/239): the content is valid until they are released.
 */
export async function collectFileContent(stream: AsyncIterable<Buffer>, slabs: UploadSlabs): Promise<FileContent> {
  const hash = createHash('sha256');
  const chunks: Buffer[] = [];
  let sizeBytes = 0;
  for await (const chunk of stream) {
    hash.update(chunk);
    slabs.append(chunk, chunks);
    sizeBytes += chunk.length;
  }
  return { chunks, sizeBytes, sha256: hash.digest('hex') };
}

/** The content of bytes already in memory. */
export function fileContentOf(bytes: Uint8Array): FileContent {
  const buffer = Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { chunks: [buffer], sizeBytes: buffer.length, sha256: createHash('sha256').update(buffer).digest('hex') };
}

/** A copy of the bytes [start, end) of the content (clamped to its size); meant for small ranges. */
export function readRange(content: FileContent, start: number, end: number): Buffer {
  const from = Math.max(0, start);
  const to = Math.min(content.sizeBytes, end);
  if (to <= from) return Buffer.alloc(0);
  if (content.chunks.length === 1) return content.chunks[0]!.subarray(from, to);
  const out = Buffer.allocUnsafe(to - from);
  let chunkStart = 0;
  let written = 0;
  for (const chunk of content.chunks) {
    const chunkEnd = chunkStart + chunk.length;
    if (chunkEnd > from && chunkStart < to) {
      const s = Math.max(from, chunkStart) - chunkStart;
      const e = Math.min(to, chunkEnd) - chunkStart;
      written += chunk.copy(out, written, s, e);
    }
    if (chunkEnd >= to) break;
    chunkStart = chunkEnd;
  }
  return out;
}

/** All bytes in one buffer: only for the rare file the structural PDF check cannot decide. */
export function joinContent(content: FileContent): Buffer {
  return content.chunks.length === 1
    ? content.chunks[0]!
    : Buffer.concat(content.chunks as Buffer[], content.sizeBytes);
}
