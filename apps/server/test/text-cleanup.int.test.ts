import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobRunner } from '../src/platform/jobs/runner.js';
import {
  cleanStoredText,
  createStoredTextCleanupJob,
  TEXT_CLEANED_ACTION,
  TEXT_PLACEHOLDER,
} from '../src/platform/text-cleanup/clean-stored-text.js';
import { createMovableClock } from './support/movable-clock.js';
import { call, createTestApp, openSession, type TestApp } from './support/test-app.js';

const address = { addressLine1: '12 Harbor Way', city: 'Tampa', state: 'FL', zip: '33602' };

describe('cleaning stored text under the one text rule', () => {
  let t: TestApp;
  const clock = createMovableClock(new Date('2026-11-25T09:00:00Z'));
  const ids: string[] = [];
  let fileId = '';

  const clientRow = (id: string) =>
    t.db
      .selectFrom('clients')
      .select(['business_name', 'dba', 'city', 'address_line1', 'address_line2'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const placeholderAudits = () =>
    t.db
      .selectFrom('audit_log')
      .select(['target_type', 'target_id', 'lender_id', 'details'])
      .where('action', '=', TEXT_CLEANED_ACTION)
      .execute();

  beforeAll(async () => {
    t = await createTestApp({ clock });
    const officer = await openSession(t.app, 'loan.officer', 'Acme Capital');
    for (const [name, ein] of [
      ['Invisible LLC', '59-1111111'],
      ['Noisy LLC', '59-1211111'],
    ] as const) {
      const res = await call(t.app, officer, 'POST', '/api/neoclients/create', {
        clientType: 'llc',
        businessName: name,
        ein,
        phone: '(813) 555-0101',
        ...address,
      });
      expect(res.statusCode, res.body).toBe(201);
      ids.push(res.json().id);
    }
    // Rows written before the rule: straight into the database, as the API now refuses them.
    await t.db
      .updateTable('clients')
      .set({ business_name: '\u200b\u200d\ufeff', dba: '\u202e', city: 'Tam\u0007pa' })
      .where('id', '=', ids[0]!)
      .execute();
    await t.db
      .updateTable('clients')
      .set({ business_name: 'No\u0001isy\u202e LLC', address_line1: 'Cafe\u0301 Street', address_line2: '  Suite 4 ' })
      .where('id', '=', ids[1]!)
      .execute();
    const { lender_id } = await t.db
      .selectFrom('clients')
      .select('lender_id')
      .where('id', '=', ids[0]!)
      .executeTakeFirstOrThrow();
    const file = await t.db
      .insertInto('stored_files')
      .values({
        lender_id,
        storage_key: 'forms/old.pdf',
        original_name: '..\\..\\secret\u0007.pdf',
        content_type: 'application/pdf',
        size_bytes: 1,
        sha256: '0'.repeat(64),
        uploaded_by: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    fileId = file.id;
    const contact = { orgid: t.config.contact.orgId, subject: 'Old case', reason: 'Other', description: 'x' };
    expect((await t.app.inject({ method: 'POST', url: '/api/web-to-case', payload: contact })).statusCode).toBe(303);
    await t.db
      .updateTable('contact_cases')
      .set({ description: 'a\r\nb\u0001\tc' })
      .where('subject', '=', 'Old case')
      .execute();
  });
  afterAll(() => t.close());

  it('strips refused characters, fills a placeholder where nothing is left, and audits only the placeholders', async () => {
    const runner = () => createJobRunner({ db: t.db, clock, log: t.app.log, jobs: [createStoredTextCleanupJob()] });
    const ran = await Promise.all([runner().tick(), runner().tick()]);
    expect(ran.flat()).toEqual(['clean-stored-text']); // one instance ran it, the other skipped it

    expect(await clientRow(ids[0]!)).toMatchObject({ business_name: TEXT_PLACEHOLDER, dba: null, city: 'Tampa' });
    // A value the rule accepts (surrounding spaces are trimmed on input) is left as it is.
    expect(await clientRow(ids[1]!)).toMatchObject({
      business_name: 'Noisy LLC',
      address_line1: 'Caf\u00e9 Street',
      address_line2: '  Suite 4 ',
    });

    const contactCase = await t.db
      .selectFrom('contact_cases')
      .select('description')
      .where('subject', '=', 'Old case')
      .executeTakeFirstOrThrow();
    expect(contactCase.description).toBe('a\nb\tc'); // a multi-line field keeps its line breaks and tabs

    const file = await t.db
      .selectFrom('stored_files')
      .select('original_name')
      .where('id', '=', fileId)
      .executeTakeFirstOrThrow();
    expect(file.original_name).toBe('secret.pdf'); // a file name keeps its base name only

    const audits = await placeholderAudits();
    expect(audits.map((a) => [a.target_type, a.target_id, (a.details as { column: string }).column]).sort()).toEqual([
      ['clients', ids[0], 'business_name'],
      ['clients', ids[0], 'dba'],
    ]);
    expect(audits.every((a) => a.lender_id !== null)).toBe(true);
  });

  it('is idempotent, also when two instances run it at once', async () => {
    expect(await Promise.all([cleanStoredText(t.db), cleanStoredText(t.db)])).toEqual([0, 0]);
    expect(await placeholderAudits()).toHaveLength(2);
  });

  it('a second tick of the runner does not run the one-off job again', async () => {
    clock.advance(24 * 3600_000);
    const runner = createJobRunner({ db: t.db, clock, log: t.app.log, jobs: [createStoredTextCleanupJob()] });
    expect(await runner.tick()).toEqual([]);
  });
});
