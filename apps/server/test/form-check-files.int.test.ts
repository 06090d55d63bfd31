import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCase } from '../../../packages/form-check/src/corpus/build-case.js';
import { CORPUS } from '../../../packages/form-check/src/corpus/cases.js';
import { createFormCheckTask, createPreCheckCleanupJob } from '../src/modules/form-check/index.js';
import { moveCheckBytesToFiles } from '../src/modules/form-check/move-files.js';
import { uploadHandoffOf } from '../src/modules/form-check/upload-handoff.js';
import type { AppContext } from '../src/app-context.js';
import { createJobRunner } from '../src/platform/jobs/runner.js';
import { sealedBytes } from '../src/platform/sealed-bytes.js';
import { ORPHAN_GRACE_MS, sweepOrphanFiles } from '../src/platform/storage/orphan-files.js';
import { createMovableClock } from './support/movable-clock.js';
import { postMultipart } from './support/order-upload.js';
import { call, createTestApp, openSession, type Session, type TestApp } from './support/test-app.js';
import { createCorpusClient } from './support/corpus-client.js';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47]);

/**
 * Decision 303: a pre-check's upload and a check's page images are sealed files of the storage layer, not bytea
 * values; the upload reaches its job in memory; rows written before migration 062 are moved by a job.
 */
describe('form check files (decision 303)', { timeout: 180_000 }, () => {
  const clock = createMovableClock(new Date('2026-03-02T15:00:00Z'));
  let t: TestApp;
  let officer: Session;
  let clientId: string;
  let form: Uint8Array;
  const onDisk = (key: string) => readFile(join(t.config.dataDir, 'files', key)).catch(() => null);
  const runChecks = (ctx: AppContext = t.app.ctx) =>
    createJobRunner({ db: t.db, clock, log: t.app.log, jobs: [], tasks: [createFormCheckTask(ctx)] }).runTasks();
  const preCheck = async () => {
    const started = await postMultipart(t.app, officer, `/api/form-checks/client/${clientId}`, [
      { name: 'file', filename: 'form.pdf', bytes: form },
    ]);
    expect(started.statusCode, started.body).toBe(202);
    return started.json().id as string;
  };
  const rowOf = (id: string) =>
    t.db
      .selectFrom('form_checks')
      .select(['form_key', 'sealed_form', 'status', 'verdict'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const pagesOf = (id: string) =>
    t.db
      .selectFrom('form_check_pages')
      .select(['page', 'png_key', 'sealed_png'])
      .where('check_id', '=', id)
      .orderBy('page')
      .execute();
  const pageImage = async (id: string) => {
    const res = await call(t.app, officer, 'GET', `/api/form-checks/${id}/pages/1`);
    expect(res.statusCode, res.body).toBe(200);
    return Buffer.from(res.rawPayload);
  };

  beforeAll(async () => {
    t = await createTestApp({ clock });
    officer = await openSession(t.app, 'loan.officer', 'Acme Capital');
    clientId = await createCorpusClient(t.app, officer);
    form = await buildCase(
      CORPUS.find((c) => c.name === 'clean-c_corp')!,
      'digital',
    );
  });
  afterAll(() => t.close());

  it('stores the upload and the page images as sealed files, the rows keeping their keys', async () => {
    const id = await preCheck();
    const queued = await rowOf(id);
    expect(queued.sealed_form).toBeNull();
    const disk = (await onDisk(queued.form_key!))!;
    expect(disk.subarray(0, 5).toString('latin1')).not.toBe('%PDF-');
    expect(disk.includes(Buffer.from('Northwind'))).toBe(false);
    expect((await t.app.ctx.storage.get(queued.form_key!))!.equals(Buffer.from(form))).toBe(true);

    // The job takes the bytes from the upload call's memory; none are held once it ran.
    expect(uploadHandoffOf(t.app.ctx).heldBytes()).toBe(form.length);
    await runChecks();
    expect(uploadHandoffOf(t.app.ctx).heldBytes()).toBe(0);
    expect(await rowOf(id)).toMatchObject({ status: 'done', verdict: 'ready', form_key: queued.form_key });
    const pages = await pagesOf(id);
    expect(pages.length).toBeGreaterThan(0);
    for (const p of pages) {
      expect(p.sealed_png).toBeNull();
      const png = (await onDisk(p.png_key!))!;
      expect(png.subarray(0, 4).equals(PNG_SIGNATURE)).toBe(false);
    }
    expect((await pageImage(id)).subarray(0, 4).equals(PNG_SIGNATURE)).toBe(true);
  });

  it('a job on another instance (or after a restart) reads the stored file', async () => {
    const id = await preCheck();
    await runChecks({ ...t.app.ctx });
    expect(await rowOf(id)).toMatchObject({ status: 'done', verdict: 'ready' });
    uploadHandoffOf(t.app.ctx).drop(id);
  });

  it('the orphan sweep keeps the files rows name; the cleanup of old pre-checks deletes their files', async () => {
    const id = await preCheck();
    await runChecks();
    const keys = [(await rowOf(id)).form_key!, ...(await pagesOf(id)).map((p) => p.png_key!)];
    const swept = await sweepOrphanFiles(t.db, t.app.ctx.storage, new Date(Date.now() + 2 * ORPHAN_GRACE_MS));
    for (const key of keys) expect(swept).not.toContain(key);
    for (const key of keys) expect(await onDisk(key)).not.toBeNull();

    await createPreCheckCleanupJob(t.app.ctx.storage).run(t.db, new Date(clock.now().getTime() + 25 * 3_600_000));
    expect((await call(t.app, officer, 'GET', `/api/form-checks/${id}`)).statusCode).toBe(404);
    for (const key of keys) expect(await onDisk(key)).toBeNull();
  });

  it('rows written before migration 062 are read from the row, then moved to files once by the job', async () => {
    const sealer = sealedBytes(t.config.piiKey);
    const done = await preCheck();
    await runChecks();
    const image = await pageImage(done);
    const queued = await preCheck();
    uploadHandoffOf(t.app.ctx).drop(queued);
    // As written before: the sealed bytes in the rows, no keys (the files left to the orphan sweep).
    for (const id of [done, queued])
      await t.db
        .updateTable('form_checks')
        .set({ sealed_form: sealer.seal(form), form_key: null })
        .where('id', '=', id)
        .execute();
    await t.db
      .updateTable('form_check_pages')
      .set({ sealed_png: sealer.seal(image), png_key: null })
      .where('check_id', '=', done)
      .execute();
    expect((await pageImage(done)).equals(image)).toBe(true);
    // A check queued before the move reads its form from the row.
    await runChecks();
    expect(await rowOf(queued)).toMatchObject({ status: 'done', verdict: 'ready' });

    const outcome = await moveCheckBytesToFiles(t.db, t.app.ctx.storage, t.config.piiKey);
    expect(outcome.forms).toBeGreaterThanOrEqual(2);
    expect(outcome.pages).toBeGreaterThanOrEqual(1);
    for (const id of [done, queued]) {
      const row = await rowOf(id);
      expect(row.sealed_form).toBeNull();
      expect((await t.app.ctx.storage.get(row.form_key!))!.equals(Buffer.from(form))).toBe(true);
    }
    expect((await pagesOf(done)).every((p) => p.sealed_png === null && p.png_key !== null)).toBe(true);
    expect((await pageImage(done)).equals(image)).toBe(true);
    expect(await moveCheckBytesToFiles(t.db, t.app.ctx.storage, t.config.piiKey)).toEqual({ forms: 0, pages: 0 });
  });
});
