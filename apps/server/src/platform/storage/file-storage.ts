/**
 * Where uploaded files' bytes live. Keys are made by the server (never a user's file name); the
 * metadata row in stored_files names the key and is written in the caller's transaction.
 * Backends: local disk (default) and S3-compatible (S3_BUCKET; docs/decisions/111), one contract of four calls.
 */
export type FileStorage = {
  /** Writes the bytes, given whole or as the chunks they arrived in (written as they are, not joined). */
  put: (key: string, bytes: Uint8Array | readonly Uint8Array[]) => Promise<void>;
  /** The bytes, or null when no file has the key. */
  get: (key: string) => Promise<Buffer | null>;
  /** Removes the file; a missing key is not an error (deletes are retried after failures). */
  delete: (key: string) => Promise<void>;
  /** Every stored key (temporary `.part` files of unfinished writes included) with its last change. */
  list: () => AsyncIterable<StoredKey>;
  /** Releases connections the backend holds (app close). */
  close?: () => Promise<void>;
};

export type StoredKey = { key: string; modifiedAt: Date };

/** Keys look like `forms/<uuid>.pdf` or a bare random id: safe segments, no dot-dot, no leading slash. */
const KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

export function assertStorageKey(key: string): void {
  if (!KEY_PATTERN.test(key) || key.includes('..') || key.length > 200)
    throw new Error(`Unsafe storage key: ${JSON.stringify(key)}`);
}
