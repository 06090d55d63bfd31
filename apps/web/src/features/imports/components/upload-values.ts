import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import type { ImportFiles, ReadOptions } from '../api/upload-import';

/** The upload step's fields as chosen: the sheet, the optional ZIP of 8821s, how to read the sheet. */
export type UploadFields = { file: File | null; forms: File | null; encoding: string; sheet: string };
export type UploadRequest = { files: ImportFiles; options: ReadOptions };

/**
 * The upload is multipart, with no body schema in the contracts (the server reads its parts, decision
 * 177): the form's one rule is that a sheet is chosen; blank reading options are left to the server.
 */
const uploadSchema = z
  .object({
    file: z.instanceof(File).nullable().pipe(z.instanceof(File)),
    forms: z.instanceof(File).nullable(),
    encoding: z.string(),
    sheet: z.string().trim(),
  })
  .transform(({ file, forms, encoding, sheet }): UploadRequest => ({
    files: { file, forms },
    options: { encoding: encoding || null, sheet: sheet || null },
  }));

export const uploadResolver = zodResolver(uploadSchema);
