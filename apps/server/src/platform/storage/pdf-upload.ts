import { FORM_8821_MAX_BYTES } from '@taxlens/contracts';
import type { FastifyRequest } from 'fastify';
import { PDFDocument } from 'pdf-lib';
import './quiet-pdf-parser.js';
import { badRequest, fileTooLarge } from '../errors.js';
import { type FileContent, joinContent, readRange } from './file-content.js';
import { hasPdfStructure } from './pdf-structure.js';
import { readFileUpload } from './read-file-upload.js';

export type PdfUpload = { bytes: Buffer; originalName: string };

const PDF_MAGIC = Buffer.from('%PDF-');
export const NOT_A_PDF = 'Not the right file type';

export type PdfCheck = { ok: true } | { ok: false; reason: 'empty' | 'too-large' | 'not-pdf' };

/**
 * Decides by content, never by name or declared type: the first bytes must be `%PDF-`, then either
 * the structural check follows the cross-references to a catalog whose page tree has pages, or (when
 * it cannot follow them) pdf-lib must parse a document with at least one page. A renamed text file
 * or a truncated PDF fails both (docs/decisions/064).
 */
export async function checkPdf(file: Uint8Array | FileContent, maxBytes = FORM_8821_MAX_BYTES): Promise<PdfCheck> {
  const content =
    file instanceof Uint8Array
      ? { chunks: [Buffer.from(file.buffer, file.byteOffset, file.byteLength)], sizeBytes: file.byteLength, sha256: '' }
      : file;
  if (content.sizeBytes === 0) return { ok: false, reason: 'empty' };
  if (content.sizeBytes > maxBytes) return { ok: false, reason: 'too-large' };
  if (content.sizeBytes < PDF_MAGIC.length || !readRange(content, 0, PDF_MAGIC.length).equals(PDF_MAGIC)) {
    return { ok: false, reason: 'not-pdf' };
  }
  if (hasPdfStructure(content)) return { ok: true };
  try {
    // Signed forms are often encrypted against editing; reading their structure is still a valid check.
    const document = await PDFDocument.load(joinContent(content), { ignoreEncryption: true, updateMetadata: false });
    return document.getPageCount() > 0 ? { ok: true } : { ok: false, reason: 'not-pdf' };
  } catch {
    return { ok: false, reason: 'not-pdf' };
  }
}

/** Throws the refusal a lender sees when `bytes` is not a PDF within the limit. */
export async function assertPdf(bytes: Buffer, maxBytes = FORM_8821_MAX_BYTES): Promise<void> {
  const check = await checkPdf(bytes, maxBytes);
  if (check.ok) return;
  if (check.reason === 'too-large') throw tooLarge(maxBytes);
  throw badRequest(NOT_A_PDF, 'file');
}

/** A file name kept only as data: no path, no control characters, bounded length. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, 200);
  return cleaned || 'form.pdf';
}

const tooLarge = (maxBytes: number) =>
  fileTooLarge(`The file is larger than ${Math.round(maxBytes / (1024 * 1024))} MB.`);

/** Reads the one file part named `field` of a multipart request and checks it is a PDF within the size limit. */
export async function readPdfUpload(
  request: FastifyRequest,
  field = 'file',
  maxBytes = FORM_8821_MAX_BYTES,
): Promise<PdfUpload> {
  const file = await readFileUpload(request, { field, maxBytes, tooLarge: () => tooLarge(maxBytes) });
  await assertPdf(file.bytes);
  return { bytes: file.bytes, originalName: cleanFileName(file.fileName) };
}
