import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCase, type Variant } from '../../../packages/form-check/src/corpus/build-case.js';
import { CORPUS } from '../../../packages/form-check/src/corpus/cases.js';
import { createFormCheckTask } from '../src/modules/form-check/index.js';
import { createJobRunner } from '../src/platform/jobs/runner.js';
import { createMovableClock } from './support/movable-clock.js';
import { postMultipart } from './support/order-upload.js';
import { call, createTestApp, openSession, type Session, type TestApp } from './support/test-app.js';
import { createCorpusClient } from './support/corpus-client.js';

/**
 * Decision 293: scanned 8821s (image-only pages, read by OCR field by field) through the real pre-check route and
 * job, one page per code. OCR costs seconds a page: five pages, one check each.
 */
const SCANS: { name: string; variant: Variant; code: string }[] = [
  { name: 'line4-checked', variant: 'scan', code: 'SECTION_4_CHECKED' },
  { name: 'no-title', variant: 'scan', code: 'MISSING_INCORRECT_TITLE' },
  // The route compares the form with the client it is uploaded for (Northwind, 12-3456789).
  { name: 'tin-mismatch', variant: 'scan', code: 'EIN_SSN_MISMATCH_PORTAL' },
  { name: 'form-2848', variant: 'scan', code: 'INCORRECT_FORM_UPLOADED' },
  // The corpus's page too degraded to read (it only exists as the `noise` scan).
  { name: 'illegible-scan', variant: 'scan', code: 'FORM_ILLEGIBLE' },
];

// Reading a scan does not depend on the database and costs seconds of OCR a page: the file runs in the
// embedded pass only, not again on PostgreSQL.
describe.skipIf(process.env.TEST_DATABASE_URL)(
  'form check on scanned forms (decision 293)',
  { timeout: 300_000 },
  () => {
    // The corpus forms are signed 02/20/2026 and received 2026-03-02: the check runs on that day.
    const clock = createMovableClock(new Date('2026-03-02T15:00:00Z'));
    let t: TestApp;
    let officer: Session;
    let clientId: string;

    beforeAll(async () => {
      t = await createTestApp({ clock });
      officer = await openSession(t.app, 'loan.officer', 'Acme Capital');
      clientId = await createCorpusClient(t.app, officer);
    });
    afterAll(() => t.close());

    it.each(SCANS)('a $variant of $name: $code, the only likely rejection', { timeout: 240_000 }, async (s) => {
      const bytes = await buildCase(
        CORPUS.find((c) => c.name === s.name)!,
        s.variant,
      );
      const started = await postMultipart(t.app, officer, `/api/form-checks/client/${clientId}`, [
        { name: 'file', filename: `${s.name}.pdf`, bytes },
      ]);
      expect(started.statusCode, started.body).toBe(202);
      await createJobRunner({
        db: t.db,
        clock,
        log: t.app.log,
        jobs: [],
        tasks: [createFormCheckTask(t.app.ctx)],
      }).runTasks();
      const res = await call(t.app, officer, 'GET', `/api/form-checks/${started.json().id}`);
      expect(res.statusCode, res.body).toBe(200);
      const check = res.json();
      expect(check).toMatchObject({ status: 'done', verdict: 'likely_rejection', failureReason: null });
      const rejections = check.findings.filter((f: { verdict: string }) => f.verdict === 'likely_rejection');
      expect(rejections.map((f: { code: string }) => f.code)).toEqual([s.code]);
      if (s.code !== 'FORM_ILLEGIBLE' && s.code !== 'INCORRECT_FORM_UPLOADED') {
        expect(check.readBy).toBe('ocr');
        expect(check.fields.formNumber).toBe('8821');
      }
      expect(JSON.stringify(check)).not.toContain('3456789');
    });
  },
);
