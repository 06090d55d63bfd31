import {
  IDENTITY_IMAGE_KINDS,
  IDENTITY_IMAGE_LABELS,
  IDENTITY_IMAGE_MAX_BYTES,
  IDENTITY_IMAGE_RULE,
  type IdentityImageKind,
} from '@taxlens/contracts';
import type { FastifyRequest } from 'fastify';
import { badRequest, fileTooLarge } from '../../platform/errors.js';
import { uploadFailure } from '../../platform/storage/read-file-upload.js';

/** The signer's remote identity proof as sent: the facts (JSON text) and the two photos' bytes, unchecked. */
export type ProofUpload = { facts: string; images: Record<IdentityImageKind, Buffer> };

const tooLarge = () =>
  fileTooLarge(`A photo is larger than ${IDENTITY_IMAGE_MAX_BYTES / 1024 / 1024} MB. ${IDENTITY_IMAGE_RULE}`, 'images');

/**
 * Reads POST /api/sign/{token}/proof (multipart): field `facts` (JSON) and the file parts
 * `idDocument` and `selfie`, each at most 10 MB (413 past it). The content is the caller's to check.
 */
export async function readProofUpload(request: FastifyRequest): Promise<ProofUpload> {
  if (!request.isMultipart()) throw badRequest('Send the facts and the two photos as multipart/form-data.', 'facts');
  let facts: string | undefined;
  const images: Partial<Record<IdentityImageKind, Buffer>> = {};
  try {
    for await (const part of request.parts({
      limits: { fileSize: IDENTITY_IMAGE_MAX_BYTES, files: 2, fields: 1, fieldSize: 16 * 1024, parts: 3 },
    })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if ((IDENTITY_IMAGE_KINDS as readonly string[]).includes(part.fieldname))
          images[part.fieldname as IdentityImageKind] = bytes;
      } else if (part.fieldname === 'facts' && typeof part.value === 'string') {
        facts = part.value;
      }
    }
  } catch (error) {
    throw uploadFailure(error, { field: 'images', tooLarge, tooMany: 'Send the facts and two photos only.' });
  }
  if (facts === undefined) throw badRequest('The facts are missing (field "facts").', 'facts');
  for (const kind of IDENTITY_IMAGE_KINDS) {
    if (!images[kind]) throw badRequest(`${IDENTITY_IMAGE_LABELS[kind]} is missing (field "${kind}").`, kind);
  }
  return { facts, images: images as Record<IdentityImageKind, Buffer> };
}
