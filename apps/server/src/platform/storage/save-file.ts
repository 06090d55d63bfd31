import { toSafeFileName } from '@taxlens/contracts';
import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/connection.js';
import { type FileContent, fileContentOf } from './file-content.js';
import type { FileStorage } from './file-storage.js';

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
};

export type SavedFile = { id: string; storageKey: string; originalName: string; sizeBytes: number; createdAt: Date };

/**
 * Runs `action` (which receives a `save` function) in one transaction. `save` stores the bytes under
 * a random key and records the metadata in that transaction; when the transaction fails, the bytes
 * written are deleted again, so no file is left without its row.
 */
export async function withSavedFiles<T>(
  db: Database,
  storage: FileStorage,
  action: (trx: Database, save: (input: SaveFileInput) => Promise<SavedFile>) => Promise<T>,
): Promise<T> {
  const written: string[] = [];
  try {
    return await db.transaction().execute((trx) =>
      action(trx, (input) => saveFile(trx, storage, input, (key) => written.push(key))),
    );
  } catch (error) {
    await Promise.allSettled(written.map((key) => storage.delete(key)));
    throw error;
  }
}

async function saveFile(db: Database, storage: FileStorage, input: SaveFileInput, onWrite: (key: string) => void): Promise<SavedFile> {
  const storageKey = `${input.folder}/${randomUUID()}.${input.extension}`;
  // Listed before the write, so a write that fails half-way is cleaned up too.
  onWrite(storageKey);
  const content = Buffer.isBuffer(input.bytes) ? fileContentOf(input.bytes) : input.bytes;
  // Every stored file passes here: its name as given is data only, kept as a safe base name (DESIGN.md "Uploads").
  const originalName = toSafeFileName(input.originalName, `file.${input.extension}`);
  await storage.put(storageKey, content.chunks);
  return recordStoredFile(db, { ...input, originalName }, storageKey, content);
}

/**
 * The stored_files row of bytes already in storage under `storageKey` (an import's staged 8821s,
 * written at upload and given to a client only when the import runs: decision 206).
 */
export async function recordStoredFile(
  db: Database,
  input: Omit<SaveFileInput, 'bytes' | 'folder' | 'extension'>,
  storageKey: string,
  content: { sizeBytes: number; sha256: string },
): Promise<SavedFile> {
  const originalName = toSafeFileName(input.originalName, 'file');
  const row = await db
    .insertInto('stored_files')
    .values({
      lender_id: input.lenderId,
      storage_key: storageKey,
      original_name: originalName,
      content_type: input.contentType,
      size_bytes: content.sizeBytes,
      sha256: content.sha256,
      uploaded_by: input.uploadedBy,
      ...(input.createdAt ? { created_at: input.createdAt } : {}),
    })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
  return { id: row.id, storageKey, originalName, sizeBytes: content.sizeBytes, createdAt: new Date(row.created_at) };
}
