import { IMPORT_MAX_BYTES, toSafeFileName } from '@taxlens/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../platform/errors.js';

export type ImportUpload = { bytes: Buffer; fileName: string; encoding?: string; sheet?: string };

const tooLarge = () => AppError.of(413, 'FILE_TOO_LARGE', 'The file is larger than 10 MB. Split it into smaller files.', { field: 'file' });

/** The multipart upload of an import: one part `file`, and optional fields `encoding` and `sheet`. */
export async function readImportUpload(request: FastifyRequest): Promise<ImportUpload> {
  if (!request.isMultipart()) throw badRequest('Send the file as multipart/form-data.', 'file');
  let upload: ImportUpload | null = null;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts({ limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 5, fieldSize: 200 } })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.file.truncated) throw tooLarge();
        if (part.fieldname === 'file') upload = { bytes, fileName: toSafeFileName(part.filename, 'clients.csv') };
      } else {
        fields[part.fieldname] = String(part.value).trim();
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code === 'FST_FILES_LIMIT') throw badRequest('Send one file only.', 'file');
    throw badRequest('The upload could not be read.', 'file');
  }
  if (!upload) throw badRequest('The file is missing (field "file").', 'file');
  return { ...upload, ...(fields.encoding ? { encoding: fields.encoding } : {}), ...(fields.sheet ? { sheet: fields.sheet } : {}) };
}
