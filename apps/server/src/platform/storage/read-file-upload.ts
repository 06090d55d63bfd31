import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../errors.js';

export type FileUpload = { bytes: Buffer; fileName: string };

/**
 * Reads the one file part named `field` of a multipart request, refusing more than one file and a
 * file over `maxBytes` (with the caller's refusal). The content is the caller's to check.
 */
export async function readFileUpload(request: FastifyRequest, options: { field: string; maxBytes: number; tooLarge: () => AppError }): Promise<FileUpload> {
  const { field, maxBytes } = options;
  if (!request.isMultipart()) throw badRequest('Send the file as multipart/form-data.', field);
  let upload: FileUpload | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1 } })) {
      if (part.type !== 'file') continue;
      const bytes = await part.toBuffer();
      if (part.fieldname === field) upload = { bytes, fileName: part.filename };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw options.tooLarge();
    if (code === 'FST_FILES_LIMIT') throw badRequest('Send one file only.', field);
    throw badRequest('The upload could not be read.', field);
  }
  if (!upload) throw badRequest(`The file is missing (field "${field}").`, field);
  return upload;
}
