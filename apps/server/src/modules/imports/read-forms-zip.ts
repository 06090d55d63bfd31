import { createHash } from 'node:crypto';
import { FORMS_ZIP_MAX_ENTRIES, FORMS_ZIP_MAX_ENTRY_BYTES } from '@taxlens/contracts';
import yauzl from 'yauzl';
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

export type FormsZipLimits = { maxEntries: number; maxEntryBytes: number; maxTotalBytes: number };
/** All entries together; a ZIP of 2,000 signed forms is far below (PDFs barely compress). */
export const FORMS_ZIP_MAX_INFLATED_BYTES = 1024 * 1024 * 1024;
const LIMITS: FormsZipLimits = {
  maxEntries: FORMS_ZIP_MAX_ENTRIES,
  maxEntryBytes: FORMS_ZIP_MAX_ENTRY_BYTES,
  maxTotalBytes: FORMS_ZIP_MAX_INFLATED_BYTES,
};

const MB = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;
const refuse = (message: string, status = 400) =>
  AppError.of(status, status === 413 ? 'FILE_TOO_LARGE' : 'VALIDATION_ERROR', message, { field: 'forms' });
const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const ARCHIVE_NAME = /\.(zip|7z|rar|tar|gz|tgz|jar)$/i;

/** The name rows give for a form: the base name, without case; "acme" matches "ACME.pdf" too. */
export const formMatchName = (name: string): string =>
  (name.split(/[\\/]/).pop() ?? '').trim().normalize('NFC').toLowerCase();

/** What the ZIP reader reports about names it refuses (yauzl checks every name), as a sentence. */
function sentenceOf(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const message = error instanceof Error ? error.message : '';
  const name = message.replace(/^[^:]*:\s*/, '');
  if (message.startsWith('invalid relative path'))
    return refuse(
      `The ZIP holds a path that leads out of its folder (${name}). Put the PDFs in a plain folder, zip it again and upload it.`,
    );
  if (message.startsWith('absolute path'))
    return refuse(
      `The ZIP holds an absolute path (${name}). Put the PDFs in a plain folder, zip it again and upload it.`,
    );
  if (/too many bytes|not enough bytes/.test(message))
    return refuse('A file in the ZIP does not match the size its header states. Zip the PDFs again and upload it.');
  if (/encrypted/i.test(message))
    return refuse('The ZIP is protected by a password. Zip the PDFs again without a password and upload it.');
  return refuse('The file of 8821s is not a readable ZIP. Zip the PDFs again and upload it.');
}

/**
 * Reads the ZIP of signed 8821s (decision 206) entry by entry from disk, never trusting its headers:
 * the bytes are counted while they inflate and reading stops at each limit. Links, nested archives,
 * encrypted entries, paths leaving the folder and names twice refuse the whole ZIP with a sentence;
 * an entry that is not a PDF (the same check as an 8821 upload) is kept as a problem its row shows.
 * The PDFs go to file storage under server keys (`forms/<uuid>.pdf`); on any refusal they are deleted.
 */
export async function readFormsZip(
  path: string,
  storage: FileStorage,
  limits: FormsZipLimits = LIMITS,
): Promise<StagedForm[]> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.open(path, { lazyEntries: true, autoClose: false, validateEntrySizes: true }, (error, opened) =>
      error || !opened ? reject(sentenceOf(error)) : resolve(opened),
    ),
  );
  const written: string[] = [];
  try {
    if (zip.entryCount > limits.maxEntries) {
      throw refuse(
        `The ZIP holds more than ${limits.maxEntries.toLocaleString('en-US')} files. Split it into smaller ZIPs with their rows.`,
        413,
      );
    }
    const forms = new Map<string, StagedForm>();
    let total = 0;
    for (;;) {
      const entry = await nextEntry(zip);
      if (!entry) break;
      const name = entry.fileName;
      const base = name.split('/').pop() ?? '';
      if (name.endsWith('/')) continue;
      // What archivers add beside the files (macOS resource forks, Finder and Explorer state) is not a form.
      if (name.startsWith('__MACOSX/') || base.startsWith('.') || base.toLowerCase() === 'thumbs.db') continue;
      if (((entry.externalFileAttributes >>> 16) & S_IFMT) === S_IFLNK)
        throw refuse(`The ZIP holds a link (${name}), not a file. Zip the PDFs themselves and upload it again.`);
      if (entry.isEncrypted())
        throw refuse(
          `The file ${name} in the ZIP is protected by a password. Zip the PDFs again without a password and upload it.`,
        );
      if (ARCHIVE_NAME.test(base))
        throw refuse(
          `The ZIP holds another archive (${name}). Put all the PDFs in one ZIP, without archives inside, and upload it.`,
        );
      const tooLarge = () =>
        refuse(
          `The file ${name} in the ZIP is larger than ${MB(limits.maxEntryBytes)}; each 8821 may be at most ${MB(limits.maxEntryBytes)}.`,
          413,
        );
      if (entry.uncompressedSize > limits.maxEntryBytes) throw tooLarge();
      const matchName = formMatchName(base);
      if (forms.has(matchName))
        throw refuse(`The ZIP holds two files named ${base}. Give each 8821 its own name and upload it again.`);

      const chunks: Buffer[] = [];
      let size = 0;
      const stream = await openEntry(zip, entry);
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        size += chunk.length;
        total += chunk.length;
        if (size > limits.maxEntryBytes) {
          stream.destroy();
          throw tooLarge();
        }
        if (total > limits.maxTotalBytes) {
          stream.destroy();
          throw refuse(
            `The ZIP expands to more than ${MB(limits.maxTotalBytes)}. Split it into smaller ZIPs with their rows.`,
            413,
          );
        }
        chunks.push(chunk);
      }
      const bytes = Buffer.concat(chunks, size);
      if (bytes.subarray(0, 4).equals(ZIP_MAGIC))
        throw refuse(
          `The ZIP holds another archive (${name}). Put all the PDFs in one ZIP, without archives inside, and upload it.`,
        );
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      const check = await checkPdf(bytes, limits.maxEntryBytes);
      if (!check.ok) {
        forms.set(matchName, {
          matchName,
          originalName: base,
          storageKey: null,
          sizeBytes: size,
          sha256,
          problem: `${NOT_A_PDF}: ${base} is not a PDF.`,
        });
        continue;
      }
      const storageKey = newStorageKey('forms', 'pdf');
      written.push(storageKey);
      await storage.put(storageKey, bytes);
      forms.set(matchName, { matchName, originalName: base, storageKey, sizeBytes: size, sha256, problem: null });
    }
    return [...forms.values()];
  } catch (error) {
    await Promise.allSettled(written.map((key) => storage.delete(key)));
    throw sentenceOf(error);
  } finally {
    zip.close();
  }
}

function nextEntry(zip: yauzl.ZipFile): Promise<yauzl.Entry | null> {
  return new Promise((resolve, reject) => {
    const cleanup = () => {
      zip.off('entry', onEntry);
      zip.off('end', onEnd);
      zip.off('error', onError);
    };
    const onEntry = (entry: yauzl.Entry) => (cleanup(), resolve(entry));
    const onEnd = () => (cleanup(), resolve(null));
    const onError = (error: Error) => (cleanup(), reject(error));
    zip.on('entry', onEntry);
    zip.on('end', onEnd);
    zip.on('error', onError);
    zip.readEntry();
  });
}

function openEntry(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<NodeJS.ReadableStream & { destroy: () => void }> {
  return new Promise((resolve, reject) =>
    zip.openReadStream(entry, (error, stream) =>
      error || !stream ? reject(error ?? new Error('unreadable entry')) : resolve(stream as never),
    ),
  );
}
