import { createHash } from 'node:crypto';
import { FORMS_ZIP_MAX_ENTRIES, FORMS_ZIP_MAX_ENTRY_BYTES } from '@taxlens/contracts';
import { megabytes, readZip, ZipRefused, type ZipLimits } from '@taxlens/transcripts';
import { AppError } from '../../platform/errors.js';
import type { FileStorage } from '../../platform/storage/file-storage.js';
import { checkPdf, NOT_A_PDF } from '../../platform/storage/pdf-upload.js';
import { newStorageKey } from '../../platform/storage/storage-key.js';

/** A ZIP entry as rows see it: matched by `matchName`; `problem` set when it cannot be an 8821. */
export type StagedForm = {
  matchName: string;
  originalName: string;
  storageKey: string | null;
  sizeBytes: number;
  sha256: string;
  problem: string | null;
};

/** All entries together; a ZIP of 2,000 signed forms is far below (PDFs barely compress). */
export const FORMS_ZIP_MAX_INFLATED_BYTES = 1024 * 1024 * 1024;
const LIMITS: ZipLimits = {
  maxEntries: FORMS_ZIP_MAX_ENTRIES,
  maxEntryBytes: FORMS_ZIP_MAX_ENTRY_BYTES,
  maxTotalBytes: FORMS_ZIP_MAX_INFLATED_BYTES,
};

const refuse = (message: string, status = 400) =>
  AppError.of(status, status === 413 ? 'FILE_TOO_LARGE' : 'VALIDATION_ERROR', message, { field: 'forms' });

/** The name rows give for a form: the base name, without case; "acme" matches "ACME.pdf" too. */
export const formMatchName = (name: string): string =>
  (name.split(/[\\/]/).pop() ?? '').trim().normalize('NFC').toLowerCase();

/** A refused ZIP of 8821s, in words that say what to do about it (a limit's refusal is a 413). */
function sentenceOf({ refusal, limits }: ZipRefused): AppError {
  const again = 'Zip the PDFs again and upload it.';
  switch (refusal.kind) {
    case 'too-many-files':
      return refuse(
        `The ZIP holds more than ${limits.maxEntries.toLocaleString('en-US')} files. Split it into smaller ZIPs with their rows.`,
        413,
      );
    case 'link':
      return refuse(`The ZIP holds a link (${refusal.name}), not a file. Zip the PDFs themselves and upload it again.`);
    case 'encrypted-file':
      return refuse(
        `The file ${refusal.name} in the ZIP is protected by a password. Zip the PDFs again without a password and upload it.`,
      );
    case 'nested-archive':
      return refuse(
        `The ZIP holds another archive (${refusal.name}). Put all the PDFs in one ZIP, without archives inside, and upload it.`,
      );
    case 'file-too-large': {
      const mb = megabytes(limits.maxEntryBytes);
      return refuse(`The file ${refusal.name} in the ZIP is larger than ${mb}; each 8821 may be at most ${mb}.`, 413);
    }
    case 'inflates-too-much':
      return refuse(
        `The ZIP expands to more than ${megabytes(limits.maxTotalBytes)}. Split it into smaller ZIPs with their rows.`,
        413,
      );
    case 'path-leaves-folder':
      return refuse(
        `The ZIP holds a path that leads out of its folder (${refusal.detail}). Put the PDFs in a plain folder, zip it again and upload it.`,
      );
    case 'absolute-path':
      return refuse(
        `The ZIP holds an absolute path (${refusal.detail}). Put the PDFs in a plain folder, zip it again and upload it.`,
      );
    case 'size-mismatch':
      return refuse(`A file in the ZIP does not match the size its header states. ${again}`);
    case 'password':
      return refuse('The ZIP is protected by a password. Zip the PDFs again without a password and upload it.');
    case 'unreadable':
      return refuse(`The file of 8821s is not a readable ZIP. ${again}`);
  }
}

/**
 * Reads the ZIP of signed 8821s (decision 206) entry by entry from disk with the ZIP reader the transcripts
 * share (every limit, link, nested archive, encrypted entry and path leaving the folder refuses the whole
 * ZIP); a name twice refuses it too. An entry that is not a PDF (the same check as an 8821 upload) is kept as
 * a problem its row shows. The PDFs go to file storage under server keys (`forms/<uuid>.pdf`); on any
 * refusal they are deleted.
 */
export async function readFormsZip(
  path: string,
  storage: FileStorage,
  limits: ZipLimits = LIMITS,
): Promise<StagedForm[]> {
  const written: string[] = [];
  const forms = new Map<string, StagedForm>();
  try {
    await readZip(
      { path },
      async (name, bytes) => {
        const base = name.split('/').pop() ?? '';
        const matchName = formMatchName(base);
        if (forms.has(matchName))
          throw refuse(`The ZIP holds two files named ${base}. Give each 8821 its own name and upload it again.`);
        const sizeBytes = bytes.length;
        const sha256 = createHash('sha256').update(bytes).digest('hex');
        const check = await checkPdf(bytes, limits.maxEntryBytes);
        if (!check.ok) {
          const problem = `${NOT_A_PDF}: ${base} is not a PDF.`;
          forms.set(matchName, { matchName, originalName: base, storageKey: null, sizeBytes, sha256, problem });
          return;
        }
        const storageKey = newStorageKey('forms', 'pdf');
        written.push(storageKey);
        await storage.put(storageKey, bytes);
        forms.set(matchName, { matchName, originalName: base, storageKey, sizeBytes, sha256, problem: null });
      },
      limits,
    );
    return [...forms.values()];
  } catch (error) {
    await Promise.allSettled(written.map((key) => storage.delete(key)));
    throw error instanceof ZipRefused ? sentenceOf(error) : error;
  }
}
