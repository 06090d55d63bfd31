import { createHash, randomUUID } from 'node:crypto';
import type { Database } from '../../db/connection.js';
import type { FileStorage } from './file-storage.js';

export type SaveFileInput = {
  lenderId: string;
  folder: string;
  extension: string;
  bytes: Buffer;
  originalName: string;
  contentType: string;
  uploadedBy: string | null;
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
  await storage.put(storageKey, input.bytes);
  const row = await db
    .insertInto('stored_files')
    .values({
      lender_id: input.lenderId,
      storage_key: storageKey,
      original_name: input.originalName,
      content_type: input.contentType,
      size_bytes: input.bytes.length,
      sha256: createHash('sha256').update(input.bytes).digest('hex'),
      uploaded_by: input.uploadedBy,
    })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
  return { id: row.id, storageKey, originalName: input.originalName, sizeBytes: input.bytes.length, createdAt: new Date(row.created_at) };
}
