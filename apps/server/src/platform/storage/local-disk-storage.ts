import { randomUUID } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { assertStorageKey, type FileStorage, type StoredKey } from './file-storage.js';

/**
 * Files under a directory of the server (DATA_DIR/files by default), outside any folder the web
 * server serves. Writes go to a temporary name and are renamed, so a crash never leaves half a file.
 */
export function createLocalDiskStorage(root: string): FileStorage {
  const pathOf = (key: string) => {
    assertStorageKey(key);
    return join(root, key);
  };
  // Folders made once per process: a mkdir per upload is a wasted round trip to the thread pool.
  const folders = new Set<string>();
  return {
    put: async (key, bytes) => {
      const target = pathOf(key);
      const folder = dirname(target);
      if (!folders.has(folder)) {
        await mkdir(folder, { recursive: true, mode: 0o700 });
        folders.add(folder);
      }
      const temporary = `${target}.${randomUUID()}.part`;
      const file = await open(temporary, 'w', 0o600);
      try {
        // One writev for all chunks of an upload (libuv splits it when there are very many).
        await file.writev(Array.isArray(bytes) ? (bytes as Uint8Array[]) : [bytes as Uint8Array]);
      } finally {
        await file.close();
      }
      await rename(temporary, target);
    },
    get: async (key) => {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    delete: async (key) => {
      await rm(pathOf(key), { force: true });
    },
    list: () => listFiles(root),
  };
}

async function* listFiles(root: string): AsyncIterable<StoredKey> {
  let entries;
  try {
    entries = await readdir(root, { recursive: true, withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    const info = await stat(path).catch(() => null);
    // Gone since the listing (deleted by a failed transaction's cleanup): nothing to report.
    if (info) yield { key: relative(root, path).split(sep).join('/'), modifiedAt: info.mtime };
  }
}
