import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { FORMS_ZIP_MAX_BYTES, IMPORT_MAX_BYTES, toSafeFileName } from '@taxlens/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../platform/errors.js';

/** The ZIP of signed 8821s, written to a temporary file (up to 200 MB never sits in memory); `discard` removes it. */
export type FormsZipUpload = { path: string; fileName: string };
export type ImportUpload = {
  bytes: Buffer;
  fileName: string;
  encoding?: string;
  sheet?: string;
  forms?: FormsZipUpload;
};

const tooLarge = () =>
  AppError.of(413, 'FILE_TOO_LARGE', 'The file is larger than 10 MB. Split it into smaller files.', { field: 'file' });
const zipTooLarge = () =>
  AppError.of(
    413,
    'FILE_TOO_LARGE',
    'The ZIP of 8821s is larger than 200 MB. Split it into smaller ZIPs with their rows.',
    { field: 'forms' },
  );

/** The sheet's bytes, stopping at the 10 MB limit (the request allows 200 MB for the ZIP part). */
async function readSheet(stream: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += chunk.length;
    if (size > IMPORT_MAX_BYTES) throw tooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, size);
}

/**
 * The multipart upload of an import: part `file` (the sheet), optional part `forms` (a ZIP of signed
 * 8821s) and optional fields `encoding` and `sheet`. Runs `use` with it, then removes the temporary ZIP.
 */
export async function withImportUpload<T>(
  request: FastifyRequest,
  use: (upload: ImportUpload) => Promise<T>,
): Promise<T> {
  if (!request.isMultipart()) throw badRequest('Send the file as multipart/form-data.', 'file');
  const folder = await mkdtemp(join(tmpdir(), 'taxlens-import-'));
  try {
    let upload: Omit<ImportUpload, 'forms'> | null = null;
    let forms: FormsZipUpload | undefined;
    const fields: Record<string, string> = {};
    try {
      for await (const part of request.parts({
        limits: { fileSize: FORMS_ZIP_MAX_BYTES, files: 2, fields: 5, fieldSize: 200 },
      })) {
        if (part.type !== 'file') {
          fields[part.fieldname] = String(part.value).trim();
        } else if (part.fieldname === 'forms') {
          const path = join(folder, 'forms.zip');
          await pipeline(part.file, createWriteStream(path));
          if (part.file.truncated) throw zipTooLarge();
          forms = { path, fileName: toSafeFileName(part.filename, 'forms.zip') };
        } else {
          const bytes = await readSheet(part.file);
          if (part.fieldname === 'file') upload = { bytes, fileName: toSafeFileName(part.filename, 'clients.csv') };
        }
      }
    } catch (error) {
      if (error instanceof AppError) throw error;
      const code = (error as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE') throw zipTooLarge();
      if (code === 'FST_FILES_LIMIT') throw badRequest('Send one sheet and at most one ZIP of 8821s.', 'file');
      throw badRequest('The upload could not be read.', 'file');
    }
    if (!upload) throw badRequest('The file is missing (field "file").', 'file');
    return await use({
      ...upload,
      ...(fields.encoding ? { encoding: fields.encoding } : {}),
      ...(fields.sheet ? { sheet: fields.sheet } : {}),
      ...(forms ? { forms } : {}),
    });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
