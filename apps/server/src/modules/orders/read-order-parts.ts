import { FORM_8821_MAX_BYTES, toSafeFileName } from '@taxlens/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../platform/errors.js';
import { collectFileContent } from '../../platform/storage/file-content.js';
import { UploadSlabs } from '../../platform/storage/upload-slabs.js';
import type { UploadedFile } from './place-order-service.js';

export type OrderParts = { fields: Record<string, string>; files: { field: string; file: UploadedFile }[] };

const tooLarge = () =>
  AppError.of(413, 'FILE_TOO_LARGE', 'The 8821 form is larger than 10 MB. Please upload a smaller PDF.', {
    field: 'file',
  });

/**
 * Reads a multipart order request and runs `use` with its parts: text fields, and file parts in their
 * order, hashed on the way and copied into reused slabs (docs/decisions/064, 239). The files are
 * valid until `use` has settled: the slabs go back to the pool then, whether it succeeded or threw.
 * A file over the 10 MB limit is refused, never truncated.
 */
export async function withOrderParts<T>(
  request: FastifyRequest,
  maxFiles: number,
  use: (parts: OrderParts) => Promise<T>,
): Promise<T> {
  if (!request.isMultipart()) throw badRequest('Send the order as multipart/form-data.');
  const slabs = new UploadSlabs();
  try {
    return await use(await readOrderParts(request, maxFiles, slabs));
  } finally {
    slabs.release();
  }
}

async function readOrderParts(request: FastifyRequest, maxFiles: number, slabs: UploadSlabs): Promise<OrderParts> {
  const fields: Record<string, string> = {};
  const files: OrderParts['files'] = [];
  try {
    const parts = request.parts({
      limits: {
        fileSize: FORM_8821_MAX_BYTES,
        files: maxFiles,
        fields: 20,
        fieldSize: 256 * 1024,
        parts: maxFiles + 20,
      },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        const content = await collectFileContent(part.file, slabs);
        if (part.file.truncated) throw tooLarge();
        files.push({
          field: part.fieldname,
          file: { content, originalName: toSafeFileName(part.filename, 'form.pdf') },
        });
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code === 'FST_FILES_LIMIT')
      throw badRequest(`At most ${maxFiles} file(s) may be sent with this order.`, 'file');
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw badRequest('The order has too many parts.');
    throw badRequest('The upload could not be read. Please try again.');
  }
  return { fields, files };
}
