import { TRANSCRIPT_FILE_MAX_BYTES, TRANSCRIPT_UPLOAD_MAX_FILES, toSafeFileName } from '@taxlens/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest, fileTooLarge } from '../../platform/errors.js';
import type { UploadedFile } from './service.js';

const MB = TRANSCRIPT_FILE_MAX_BYTES / (1024 * 1024);
const tooLarge = () =>
  fileTooLarge(
    `A transcript file is larger than ${MB} MB. Upload the files the IRS delivered, or split the ZIP.`,
    'files',
  );
const tooMany = () =>
  badRequest(`Upload at most ${TRANSCRIPT_UPLOAD_MAX_FILES} files at a time (a ZIP counts as one).`, 'files');

async function readPart(stream: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += chunk.length;
    if (size > TRANSCRIPT_FILE_MAX_BYTES) throw tooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, size);
}

/** The multipart upload of transcripts: one or more parts named `files` (PDF, text, HTML or a ZIP of them). */
export async function readTranscriptUpload(request: FastifyRequest): Promise<UploadedFile[]> {
  if (!request.isMultipart()) throw badRequest('Send the files as multipart/form-data.', 'files');
  const files: UploadedFile[] = [];
  try {
    for await (const part of request.parts({
      limits: { fileSize: TRANSCRIPT_FILE_MAX_BYTES + 1, files: TRANSCRIPT_UPLOAD_MAX_FILES + 1, fields: 0 },
    })) {
      if (part.type !== 'file') continue;
      if (files.length >= TRANSCRIPT_UPLOAD_MAX_FILES) throw tooMany();
      const bytes = await readPart(part.file);
      if (part.file.truncated) throw tooLarge();
      if (part.fieldname === 'files' && bytes.length > 0) {
        files.push({ fileName: toSafeFileName(part.filename, 'transcript'), bytes });
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code === 'FST_FILES_LIMIT') throw tooMany();
    throw badRequest('The upload could not be read.', 'files');
  }
  return files;
}
