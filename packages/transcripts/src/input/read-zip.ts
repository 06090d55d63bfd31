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

/** Why a ZIP is refused as a whole. `name` is the member's path in the ZIP; `detail` the name yauzl refused. */
export type ZipRefusal =
  | { kind: 'too-many-files' }
  | { kind: 'link'; name: string }
  | { kind: 'encrypted-file'; name: string }
  | { kind: 'nested-archive'; name: string }
  | { kind: 'file-too-large'; name: string }
  | { kind: 'inflates-too-much' }
  | { kind: 'path-leaves-folder'; detail: string }
  | { kind: 'absolute-path'; detail: string }
  | { kind: 'size-mismatch' }
  | { kind: 'password' }
  | { kind: 'unreadable' };

export const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/** The library's sentence for a refusal; a reader that speaks to other people words `refusal` itself. */
function sentenceOf(refusal: ZipRefusal, limits: ZipLimits): string {
  switch (refusal.kind) {
    case 'too-many-files':
      return `The ZIP holds more than ${limits.maxEntries.toLocaleString('en-US')} files. Split it into smaller ZIPs.`;
    case 'link':
      return `The ZIP holds a link (${refusal.name}), not a file.`;
    case 'encrypted-file':
      return `The file ${refusal.name} in the ZIP is protected by a password.`;
    case 'nested-archive':
      return `The ZIP holds another archive (${refusal.name}); nested archives are not read.`;
    case 'file-too-large':
      return `The file ${refusal.name} in the ZIP is larger than ${megabytes(limits.maxEntryBytes)}.`;
    case 'inflates-too-much':
      return `The ZIP expands to more than ${megabytes(limits.maxTotalBytes)}.`;
    case 'path-leaves-folder':
      return `The ZIP holds a path that leads out of its folder (${refusal.detail}).`;
    case 'absolute-path':
      return `The ZIP holds an absolute path (${refusal.detail}).`;
    case 'size-mismatch':
      return 'A file in the ZIP does not match the size its header states.';
    case 'password':
      return 'The ZIP is protected by a password.';
    case 'unreadable':
      return 'The file is not a readable ZIP.';
  }
}

export class ZipRefused extends Error {
  constructor(
    readonly refusal: ZipRefusal,
    readonly limits: ZipLimits,
  ) {
    super(sentenceOf(refusal, limits));
  }
}

/** What a member's callback threw: passed on as it is, never taken for a refusal of the ZIP. */
class MemberFailed {
  constructor(readonly error: unknown) {}
}

const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const ARCHIVE_NAME = /\.(zip|7z|rar|tar|gz|tgz|jar)$/i;

/** yauzl's own errors (it checks every name and size) as refusals. */
function refusalOf(error: unknown): ZipRefusal {
  const message = error instanceof Error ? error.message : '';
  const detail = message.replace(/^[^:]*:\s*/, '');
  if (message.startsWith('invalid relative path')) return { kind: 'path-leaves-folder', detail };
  if (message.startsWith('absolute path')) return { kind: 'absolute-path', detail };
  if (/too many bytes|not enough bytes/.test(message)) return { kind: 'size-mismatch' };
  if (/encrypted/i.test(message)) return { kind: 'password' };
  return { kind: 'unreadable' };
}

/**
 * Reads a ZIP's members as a stream, one at a time, never trusting its headers: bytes are counted while they
 * inflate and reading stops at each limit. Links, nested archives, encrypted members and paths leaving the
 * folder (yauzl checks every name) refuse the whole ZIP with a `ZipRefused`; folders and what archivers add
 * beside the files (macOS resource forks, Finder and Explorer state) are skipped. `onMember` gets each
 * member's path and bytes; what it throws is thrown as it is. `source`: the bytes, or a file's path.
 */
export async function readZip(
  source: Uint8Array | { path: string },
  onMember: (name: string, bytes: Buffer) => Promise<void>,
  limits: ZipLimits = ZIP_LIMITS,
): Promise<void> {
  const refuse = (refusal: ZipRefusal) => new ZipRefused(refusal, limits);
  const options = { lazyEntries: true, autoClose: false, validateEntrySizes: true };
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) => {
    const opened = (error: Error | null, file?: yauzl.ZipFile) =>
      error || !file ? reject(refuse(refusalOf(error))) : resolve(file);
    if ('path' in source) yauzl.open(source.path, options, opened);
    else yauzl.fromBuffer(Buffer.from(source), options, opened);
  });
  try {
    if (zip.entryCount > limits.maxEntries) throw refuse({ kind: 'too-many-files' });
    let total = 0;
    for (;;) {
      const entry = await nextEntry(zip);
      if (!entry) break;
      const name = entry.fileName;
      const base = name.split('/').pop() ?? '';
      if (name.endsWith('/')) continue;
      if (name.startsWith('__MACOSX/') || base.startsWith('.') || base.toLowerCase() === 'thumbs.db') continue;
      if (((entry.externalFileAttributes >>> 16) & S_IFMT) === S_IFLNK) throw refuse({ kind: 'link', name });
      if (entry.isEncrypted()) throw refuse({ kind: 'encrypted-file', name });
      if (ARCHIVE_NAME.test(base)) throw refuse({ kind: 'nested-archive', name });
      if (entry.uncompressedSize > limits.maxEntryBytes) throw refuse({ kind: 'file-too-large', name });
      const chunks: Buffer[] = [];
      let size = 0;
      const stream = await openEntry(zip, entry);
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        size += chunk.length;
        total += chunk.length;
        if (size > limits.maxEntryBytes || total > limits.maxTotalBytes) {
          stream.destroy();
          throw refuse(size > limits.maxEntryBytes ? { kind: 'file-too-large', name } : { kind: 'inflates-too-much' });
        }
        chunks.push(chunk);
      }
      const member = Buffer.concat(chunks, size);
      if (ZIP_MAGIC.every((b, i) => member[i] === b)) throw refuse({ kind: 'nested-archive', name });
      await onMember(name, member).catch((error: unknown) => {
        throw new MemberFailed(error);
      });
    }
  } catch (error) {
    if (error instanceof MemberFailed) throw error.error;
    throw error instanceof ZipRefused ? error : refuse(refusalOf(error));
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
