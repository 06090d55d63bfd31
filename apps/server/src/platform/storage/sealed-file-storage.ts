import { sealedBytes } from '../sealed-bytes.js';
import type { FileStorage } from './file-storage.js';

/**
 * The portal's file storage with every file sealed with the PII key at rest (docs/decisions/289): `put`
 * seals, `get` opens (a file stored before sealing is read as it is), so callers keep reading plain bytes.
 * Sizes and sha256 in stored_files stay those of the plain bytes.
 */
export function sealedFileStorage(storage: FileStorage, key: Buffer): FileStorage {
  const sealer = sealedBytes(key);
  return {
    put: (storageKey, bytes) => storage.put(storageKey, sealer.sealFile(bytes)),
    get: async (storageKey) => {
      const stored = await storage.get(storageKey);
      return stored && sealer.openFile(stored);
    },
    delete: (storageKey) => storage.delete(storageKey),
    list: () => storage.list(),
    ...(storage.close ? { close: () => storage.close!() } : {}),
  };
}
