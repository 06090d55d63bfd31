import { toSafeFileName } from '@taxlens/contracts';
import type { Database } from '../../db/connection.js';
import { insertStoredFile } from './files-repo.js';
import { type FileContent, fileContentOf } from './file-content.js';
import type { FileStorage } from './file-storage.js';
import { newStorageKey } from './storage-key.js';

export type SaveFileInput = {
  lenderId: string;
  folder: string;
  extension: string;
  /** The bytes, or an upload read as chunks and already hashed (orders: docs/decisions/064). */
  bytes: Buffer | FileContent;
  originalName: string;
  contentType: string;
  uploadedBy: string | null;
  /** The caller's clock (orders use one time for every row they write); the database's by default. */
  createdAt?: Date;
  /**
   * Whether the bytes were written sealed (docs/decisions/289): true for everything put through the portal's
   * storage; false for bytes put before sealing began (an import staged earlier), which the sealing job rewrites.
   */
  sealed?: boolean;
};

export type SavedFile = { id: string; storageKey: string; originalName: string; sizeBytes: number; createdAt: Date };

/** Bytes put in storage whose stored_files row the caller writes itself (`storedFileValues`), in its own statement. */
export type PutFile = { storageKey: string; originalName: string; content: { sizeBytes: number; sha256: string } };

export type FileSavers = {
  /** Puts the bytes and records their row. */
  save: (input: SaveFileInput) => Promise<SavedFile>;
  /** Puts the bytes only: the caller writes their row in one of its own statements (an order's, docs/decisions/238). */
  put: (input: SaveFileInput) => Promise<PutFile>;
};

/**
 * Runs `action` (which receives `save`, and `put` for a caller that writes the row itself) in one
 * transaction. The bytes are stored under a random key; when the transaction fails, the bytes
 * written are deleted again, so no file is left without its row.
 */
export async function withSavedFiles<T>(
  db: Database,
  storage: FileStorage,
  action: (trx: Database, save: FileSavers['save'], put: FileSavers['put']) => Promise<T>,
): Promise<T> {
  const written: string[] = [];
  try {
    return await db.transaction().execute((trx) => {
      const put = (input: SaveFileInput) => putFile(storage, input, (key) => written.push(key));
      const save = async (input: SaveFileInput) => {
        const file = await put(input);
        return recordStoredFile(trx, { ...input, originalName: file.originalName }, file.storageKey, file.content);
      };
      return action(trx, save, put);
    });
  } catch (error) {
    await Promise.allSettled(written.map((key) => storage.delete(key)));
    throw error;
  }
}

async function putFile(storage: FileStorage, input: SaveFileInput, onWrite: (key: string) => void): Promise<PutFile> {
  const storageKey = newStorageKey(input.folder, input.extension);
  // Listed before the write, so a write that fails half-way is cleaned up too.
  onWrite(storageKey);
  const content = Buffer.isBuffer(input.bytes) ? fileContentOf(input.bytes) : input.bytes;
  // Every stored file passes here: its name as given is data only, kept as a safe base name (DESIGN.md "Uploads").
  const originalName = toSafeFileName(input.originalName, `file.${input.extension}`);
  await storage.put(storageKey, content.chunks);
  return { storageKey, originalName, content };
}

type StoredFileInput = Omit<SaveFileInput, 'bytes' | 'folder' | 'extension'>;

/** The stored_files row of bytes in storage under `storageKey`: the one place its columns are filled. */
export function storedFileValues(
  input: StoredFileInput,
  storageKey: string,
  content: { sizeBytes: number; sha256: string },
) {
  return {
    lender_id: input.lenderId,
    storage_key: storageKey,
    original_name: toSafeFileName(input.originalName, 'file'),
    content_type: input.contentType,
    size_bytes: content.sizeBytes,
    sha256: content.sha256,
    uploaded_by: input.uploadedBy,
    sealed: input.sealed ?? true,
    ...(input.createdAt ? { created_at: input.createdAt } : {}),
  };
}

/**
 * The stored_files row of bytes already in storage under `storageKey` (an import's staged 8821s,
 * written at upload and given to a client only when the import runs: decision 206).
 */
export async function recordStoredFile(
  db: Database,
  input: StoredFileInput,
  storageKey: string,
  content: { sizeBytes: number; sha256: string },
): Promise<SavedFile> {
  const values = storedFileValues(input, storageKey, content);
  const row = await insertStoredFile(db, values);
  return {
    id: row.id,
    storageKey,
    originalName: values.original_name,
    sizeBytes: content.sizeBytes,
    createdAt: new Date(row.created_at),
  };
}
