import yauzl from 'yauzl';

/**
 * The limits of the server's ZIP of 8821s (apps/server/src/modules/imports/read-forms-zip.ts:
 * FORMS_ZIP_MAX_ENTRIES, FORMS_ZIP_MAX_ENTRY_BYTES in @taxlens/contracts, FORMS_ZIP_MAX_INFLATED_BYTES),
 * the same values so a mailbox download meets the same rules however it arrives.
 */
export type ZipLimits = { maxEntries: number; maxEntryBytes: number; maxTotalBytes: number };
export const ZIP_LIMITS: ZipLimits = {
  maxEntries: 2_000,
  maxEntryBytes: 10 * 1024 * 1024,
  maxTotalBytes: 1024 * 1024 * 1024,
};

export class ZipRefused extends Error {}

const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const ARCHIVE_NAME = /\.(zip|7z|rar|tar|gz|tgz|jar)$/i;
const MB = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

function sentence(error: unknown): ZipRefused {
  if (error instanceof ZipRefused) return error;
  const message = error instanceof Error ? error.message : '';
  if (message.startsWith('invalid relative path'))
    return new ZipRefused(`The ZIP holds a path that leads out of its folder (${message.replace(/^[^:]*:\s*/, '')}).`);
  if (message.startsWith('absolute path'))
    return new ZipRefused(`The ZIP holds an absolute path (${message.replace(/^[^:]*:\s*/, '')}).`);
  if (/too many bytes|not enough bytes/.test(message))
    return new ZipRefused('A file in the ZIP does not match the size its header states.');
  if (/encrypted/i.test(message)) return new ZipRefused('The ZIP is protected by a password.');
  return new ZipRefused('The file is not a readable ZIP.');
}

/**
 * Reads a ZIP's members as a stream, one at a time, never trusting its headers: bytes are counted while they
 * inflate and reading stops at each limit. Links, nested archives, encrypted members and paths leaving the
 * folder (yauzl checks every name) refuse the whole ZIP; `onMember` gets each member's name and bytes.
 */
export async function readZip(
  bytes: Uint8Array,
  onMember: (name: string, bytes: Uint8Array) => Promise<void>,
  limits: ZipLimits = ZIP_LIMITS,
): Promise<void> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(
      Buffer.from(bytes),
      { lazyEntries: true, autoClose: false, validateEntrySizes: true },
      (error, opened) => (error || !opened ? reject(sentence(error)) : resolve(opened)),
    ),
  );
  try {
    if (zip.entryCount > limits.maxEntries) {
      throw new ZipRefused(
        `The ZIP holds more than ${limits.maxEntries.toLocaleString('en-US')} files. Split it into smaller ZIPs.`,
      );
    }
    let total = 0;
    for (;;) {
      const entry = await nextEntry(zip);
      if (!entry) break;
      const name = entry.fileName;
      const base = name.split('/').pop() ?? '';
      if (name.endsWith('/')) continue;
      if (name.startsWith('__MACOSX/') || base.startsWith('.') || base.toLowerCase() === 'thumbs.db') continue;
      if (((entry.externalFileAttributes >>> 16) & S_IFMT) === S_IFLNK)
        throw new ZipRefused(`The ZIP holds a link (${name}), not a file.`);
      if (entry.isEncrypted()) throw new ZipRefused(`The file ${name} in the ZIP is protected by a password.`);
      if (ARCHIVE_NAME.test(base))
        throw new ZipRefused(`The ZIP holds another archive (${name}); nested archives are not read.`);
      const tooLarge = () => new ZipRefused(`The file ${name} in the ZIP is larger than ${MB(limits.maxEntryBytes)}.`);
      if (entry.uncompressedSize > limits.maxEntryBytes) throw tooLarge();
      const chunks: Buffer[] = [];
      let size = 0;
      const stream = await openEntry(zip, entry);
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        size += chunk.length;
        total += chunk.length;
        if (size > limits.maxEntryBytes || total > limits.maxTotalBytes) {
          stream.destroy();
          throw size > limits.maxEntryBytes
            ? tooLarge()
            : new ZipRefused(`The ZIP expands to more than ${MB(limits.maxTotalBytes)}.`);
        }
        chunks.push(chunk);
      }
      const member = Buffer.concat(chunks, size);
      if (ZIP_MAGIC.every((b, i) => member[i] === b))
        throw new ZipRefused(`The ZIP holds another archive (${name}); nested archives are not read.`);
      await onMember(name, member);
    }
  } catch (error) {
    throw sentence(error);
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
