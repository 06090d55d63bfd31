import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLocalDiskStorage } from './local-disk-storage.js';

// The FileStorage contract is in file-storage.test.ts; these are the disk's own promises.
describe('local disk storage', () => {
  it('keeps folder keys in their folder and leaves no temporary file', async () => {
    const root = mkdtempSync(join(tmpdir(), 'taxlens-storage-'));
    const storage = createLocalDiskStorage(root);
    await storage.put('forms/abc.pdf', Buffer.from('%PDF-1.4'));
    expect(readdirSync(join(root, 'forms'))).toEqual(['abc.pdf']);
    await storage.delete('forms/abc.pdf');
    expect(readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) => e.isFile())).toHaveLength(0);
  });
});
