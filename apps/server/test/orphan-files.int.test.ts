import { mkdtempSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStoredFile } from '../src/demo/seed/factories.js';
import { createLocalDiskStorage } from '../src/platform/storage/local-disk-storage.js';
import { ORPHAN_GRACE_MS, sweepOrphanFiles } from '../src/platform/storage/orphan-files.js';
import { createTestApp, lenderIdByName, type TestApp } from './support/test-app.js';

describe('orphan file sweep', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('deletes old bytes without a row and old unfinished writes, and keeps the rest', async () => {
    const root = mkdtempSync(join(tmpdir(), 'taxlens-orphans-'));
    const storage = createLocalDiskStorage(root);
    const now = new Date();
    const old = new Date(now.getTime() - ORPHAN_GRACE_MS - 60_000);
    const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
    const lenderId = await lenderIdByName(t.db, 'Acme Capital');
    const kept = await createStoredFile(t.db, { lenderId, content: pdf });
    for (const key of [kept.storageKey, 'forms/orphan.pdf', 'forms/young-orphan.pdf', 'forms/cut.pdf.1234.part'])
      await storage.put(key, pdf);
    for (const key of [kept.storageKey, 'forms/orphan.pdf', 'forms/cut.pdf.1234.part'])
      utimesSync(join(root, key), old, old);

    const deleted = await sweepOrphanFiles(t.db, storage, now);

    expect(deleted.sort()).toEqual(['forms/cut.pdf.1234.part', 'forms/orphan.pdf']);
    const left = [];
    for await (const file of storage.list()) left.push(file.key);
    expect(left.sort()).toEqual([kept.storageKey, 'forms/young-orphan.pdf'].sort());
  });
});
