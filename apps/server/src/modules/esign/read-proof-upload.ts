import { IDENTITY_IMAGE_KINDS, IDENTITY_IMAGE_LABELS, IDENTITY_IMAGE_MAX_BYTES, IDENTITY_IMAGE_RULE, type IdentityImageKind } from '@taxlens/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../platform/errors.js';

/** The signer's remote identity proof as sent: the facts (JSON text) and the two photos' bytes, unchecked. */
export type ProofUpload = { facts: string; images: Record<IdentityImageKind, Buffer> };

const tooLarge = () => AppError.of(413, 'FILE_TOO_LARGE', `A photo is larger than ${IDENTITY_IMAGE_MAX_BYTES / 1024 / 1024} MB. ${IDENTITY_IMAGE_RULE}`, { field: 'images' });

/**
 * Reads POST /api/sign/{token}/proof (multipart): field `facts` (JSON) and the file parts
 * `idDocument` and `selfie`, each at most 10 MB (413 past it). The content is the caller's to check.
 */
export async function readProofUpload(request: FastifyRequest): Promise<ProofUpload> {
  if (!request.isMultipart()) throw badRequest('Send the facts and the two photos as multipart/form-data.', 'facts');
  let facts: string | undefined;
  const images: Partial<Record<IdentityImageKind, Buffer>> = {};
  try {
    for await (const part of request.parts({ limits: { fileSize: IDENTITY_IMAGE_MAX_BYTES, files: 2, fields: 1, fieldSize: 16 * 1024, parts: 3 } })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if ((IDENTITY_IMAGE_KINDS as readonly string[]).includes(part.fieldname)) images[part.fieldname as IdentityImageKind] = bytes;
      } else if (part.fieldname === 'facts' && typeof part.value === 'string') {
        facts = part.value;
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw badRequest('Send the facts and two photos only.', 'images');
    throw badRequest('The upload could not be read.', 'images');
  }
  if (facts === undefined) throw badRequest('The facts are missing (field "facts").', 'facts');
  for (const kind of IDENTITY_IMAGE_KINDS) {
    if (!images[kind]) throw badRequest(`${IDENTITY_IMAGE_LABELS[kind]} is missing (field "${kind}").`, kind);
  }
  return { facts, images: images as Record<IdentityImageKind, Buffer> };
}
