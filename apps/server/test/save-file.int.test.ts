import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalDiskStorage } from '../src/platform/storage/local-disk-storage.js';
import { withSavedFiles } from '../src/platform/storage/save-file.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const filesUnder = (root: string) =>
  readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => e.name);

describe('files saved with an action', () => {
  let t: TestApp;
  let lenderId: string;
  beforeAll(async () => {
    t = await createTestApp();
    lenderId = (
      await t.db.selectFrom('lenders').select('id').where('company_name', '=', 'Acme Capital').executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => t.close());

  const input = () => ({
    lenderId,
    folder: 'forms',
    extension: 'pdf',
    bytes: Buffer.from('%PDF-1.4 test'),
    originalName: 'form.pdf',
    contentType: 'application/pdf',
    uploadedBy: null,
  });

  it('keeps the bytes and the row together when the action commits', async () => {
    const root = mkdtempSync(join(tmpdir(), 'taxlens-files-'));
    const saved = await withSavedFiles(t.db, createLocalDiskStorage(root), (_trx, save) => save(input()));
    expect(filesUnder(root)).toEqual([saved.storageKey.split('/')[1]]);
    expect(
      await t.db.selectFrom('stored_files').select('id').where('id', '=', saved.id).executeTakeFirst(),
    ).toBeDefined();
  });

  it('leaves neither bytes nor a row when the action fails after saving', async () => {
    const root = mkdtempSync(join(tmpdir(), 'taxlens-files-'));
    let savedId = '';
    await expect(
      withSavedFiles(t.db, createLocalDiskStorage(root), async (_trx, save) => {
        savedId = (await save(input())).id;
        throw new Error('the action failed after the file was written');
      }),
    ).rejects.toThrow('the action failed');
    expect(filesUnder(root)).toEqual([]);
    expect(
      await t.db.selectFrom('stored_files').select('id').where('id', '=', savedId).executeTakeFirst(),
    ).toBeUndefined();
  });
});
