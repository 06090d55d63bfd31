import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../errors.js';

export type FileUpload = {
  bytes: Buffer;
  fileName: string;
  /** The text parts sent with it, for the caller's schema. */ fields: Record<string, string>;
};

/**
 * Reads the one file part named `field` of a multipart request, refusing more than one file and a
 * file over `maxBytes` (with the caller's refusal), and keeps the text parts sent with it (at most
 * 20). The content and the text parts are the caller's to check.
 */
export async function readFileUpload(
  request: FastifyRequest,
  options: { field: string; maxBytes: number; tooLarge: () => AppError },
): Promise<FileUpload> {
  const { field, maxBytes } = options;
  if (!request.isMultipart()) throw badRequest('Send the file as multipart/form-data.', field);
  let upload: Omit<FileUpload, 'fields'> | null = null;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 20 } })) {
      if (part.type !== 'file') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      const bytes = await part.toBuffer();
      if (part.fieldname === field) upload = { bytes, fileName: part.filename };
    }
  } catch (error) {
    throw uploadFailure(error, { field, tooLarge: options.tooLarge, tooMany: 'Send one file only.' });
  }
  if (!upload) throw badRequest(`The file is missing (field "${field}").`, field);
  return { ...upload, fields };
}

/**
 * What a multipart read that threw answers: the caller's own refusal as it is, the size limit as the
 * caller's 413, too many parts as `tooMany`, anything else as an upload that could not be read.
 */
export function uploadFailure(
  error: unknown,
  options: { field: string; tooLarge: () => AppError; tooMany: string },
): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return options.tooLarge();
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
    return badRequest(options.tooMany, options.field);
  return badRequest('The upload could not be read.', options.field);
}
