import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLocalDiskStorage } from './local-disk-storage.js';

describe('local disk storage', () => {
  it('puts, gets and deletes by key; a missing key reads null and deletes quietly', async () => {
    const root = mkdtempSync(join(tmpdir(), 'taxlens-storage-'));
    const storage = createLocalDiskStorage(root);
    await storage.put('abcdef0123456789', Buffer.from('bytes'));
    expect((await storage.get('abcdef0123456789'))?.toString()).toBe('bytes');
    await storage.delete('abcdef0123456789');
    expect(await storage.get('abcdef0123456789')).toBeNull();
    await storage.delete('abcdef0123456789');
    expect(readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) => e.isFile())).toHaveLength(0);
  });

  it('keeps folder keys in their folder and leaves no temporary file', async () => {
    const root = mkdtempSync(join(tmpdir(), 'taxlens-storage-'));
    const storage = createLocalDiskStorage(root);
    await storage.put('forms/abc.pdf', Buffer.from('%PDF-1.4'));
    expect((await storage.get('forms/abc.pdf'))?.toString()).toBe('%PDF-1.4');
    expect(readdirSync(join(root, 'forms'))).toEqual(['abc.pdf']);
  });

  it('refuses keys that could leave its folder', async () => {
    const storage = createLocalDiskStorage(mkdtempSync(join(tmpdir(), 'taxlens-storage-')));
    for (const key of ['../x.pdf', '/etc/passwd', 'forms/../../x', '..%2F..', '']) {
      await expect(storage.put(key, Buffer.from('x')), key).rejects.toThrow(/Unsafe storage key/);
      await expect(storage.get(key), key).rejects.toThrow(/Unsafe storage key/);
    }
  });
});
