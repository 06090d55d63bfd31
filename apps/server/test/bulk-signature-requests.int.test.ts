import { type BulkSignatureJob, type BulkSignaturePreview, CSRF_HEADER } from '@taxlens/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createStoredFile, type CreatedClient } from '../src/demo/seed/factories.js';
import { createBulkSignatureTask } from '../src/modules/esign/bulk-send-job.js';
import { BULK_SIGNATURE_JOB } from '../src/modules/esign/bulk-repo.js';
import { claimJob, JOB_LEASE_MS, type JobTools, jobTools } from '../src/platform/jobs/one-off.js';
import { createJobRunner } from '../src/platform/jobs/runner.js';
import { createMovableClock } from './support/movable-clock.js';
import { call, createTestApp, lenderIdByName, openSession, type Session, type TestApp } from './support/test-app.js';

const clock = createMovableClock(new Date('2026-03-02T15:00:00Z'));
let t: TestApp;
let officer: Session;
let acme: string;
let cedarClientId: string;

const runner = () =>
  createJobRunner({ db: t.db, clock, log: t.app.log, jobs: [], tasks: [createBulkSignatureTask(t.app.ctx)] });
const acmeClient = (input: Omit<Parameters<typeof createClient>[2], 'lenderId'>) =>
  createClient(t.db, { piiKey: t.config.piiKey }, { lenderId: acme, ...input });
const mailsTo = async (email: string) => {
  await t.app.ctx.outbox.drain();
  return t.db.selectFrom('dev_messages').select(['subject', 'body']).where('recipient', '=', email).execute();
};
const startWithKey = (payload: object, key: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/signature-requests/bulk',
    headers: { cookie: officer.cookie, [CSRF_HEADER]: officer.csrf, 'idempotency-key': key },
    payload,
  });
const readJob = async (jobId: string, session = officer) =>
  (await call(t.app, session, 'GET', `/api/signature-requests/bulk/${jobId}`)).json() as BulkSignatureJob;

beforeAll(async () => {
  t = await createTestApp({ clock });
  officer = await openSession(t.app, 'loan.officer', 'Acme Capital');
  acme = await lenderIdByName(t.db, 'Acme Capital');
  const cedar = await createClient(
    t.db,
    { piiKey: t.config.piiKey },
    {
      lenderId: await lenderIdByName(t.db, 'Cedar Credit'),
      businessName: 'Cedar Secret LLC',
      contact: { name: 'Cy Cedar', email: 'cy@cedar.test' },
    },
  );
  cedarClientId = cedar.id;
}, 120_000);
afterAll(() => t.close());

describe('signature requests in bulk (docs/decisions/215)', () => {
  let entity: CreatedClient;
  let person: CreatedClient;
  let noContact: CreatedClient;
  let archived: CreatedClient;
  let alreadyOpen: CreatedClient;
  let withForm: CreatedClient;

  beforeAll(async () => {
    entity = await acmeClient({
      businessName: 'Bulk Entity LLC',
      contact: { name: 'Ema Entity', email: 'ema@bulk.test', title: 'CFO', mobile: '(614) 555-0199' },
    });
    person = await acmeClient({
      clientType: 'individual',
      firstName: 'Pia',
      lastName: 'Person',
      businessName: 'Pia Person',
      contact: { email: 'pia@bulk.test', title: 'Owner' },
    });
    noContact = await acmeClient({ businessName: 'No Contact LLC' });
    archived = await acmeClient({
      businessName: 'Archived LLC',
      status: 'ARCHIVED',
      contact: { name: 'Ari', email: 'ari@bulk.test' },
    });
    alreadyOpen = await acmeClient({
      businessName: 'Open Request LLC',
      contact: { name: 'Ola', email: 'ola@bulk.test' },
    });
    const single = await call(t.app, officer, 'POST', `/api/clients/${alreadyOpen.id}/signature-requests`, {
      signerName: 'Ola',
      signerEmail: 'ola@bulk.test',
      attestRelationship: true,
    });
    expect(single.statusCode, single.body).toBe(201);
    withForm = await acmeClient({ businessName: 'Form On File LLC', contact: { name: 'Fay', email: 'fay@bulk.test' } });
    const file = await createStoredFile(t.db, { lenderId: acme, originalName: 'on-file.pdf' });
    await t.db.updateTable('stored_files').set({ created_at: clock.now() }).where('id', '=', file.id).execute();
    await t.db.updateTable('clients').set({ form_file_id: file.id }).where('id', '=', withForm.id).execute();
  }, 60_000);

  it('previews who gets a request (from the client contact) and who is skipped, with a sentence each, telling nothing of another lender', async () => {
    const ids = [entity.id, person.id, noContact.id, archived.id, alreadyOpen.id, withForm.id, cedarClientId];
    const res = await call(t.app, officer, 'POST', '/api/signature-requests/bulk/preview', {
      clientIds: ids,
      onlyWithoutUsableForm: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json() as BulkSignaturePreview;
    expect(preview.ready).toEqual([
      { clientId: entity.id, businessName: 'Bulk Entity LLC', signerName: 'Ema Entity', signerEmail: 'ema@bulk.test' },
      // A person signs for themselves when the contact has no name.
      { clientId: person.id, businessName: 'Pia Person', signerName: 'Pia Person', signerEmail: 'pia@bulk.test' },
    ]);
    const reasons = Object.fromEntries(preview.skipped.map((s) => [s.clientId, s]));
    expect(reasons[noContact.id]!.reason).toMatch(/no contact e-mail/);
    expect(reasons[archived.id]!.reason).toBe('The client is archived.');
    expect(reasons[alreadyOpen.id]!.reason).toMatch(/^A signature request sent on 03\.02\.2026 is still open/);
    expect(reasons[withForm.id]!.reason).toMatch(/usable 8821 on file/);
    expect(reasons[cedarClientId]).toEqual({
      clientId: cedarClientId,
      businessName: null,
      reason: 'No client of yours has this id.',
    });
    // Without the import's choice, a client with a usable form may be sent a request (a renewal).
    const all = (
      await call(t.app, officer, 'POST', '/api/signature-requests/bulk/preview', { clientIds: [withForm.id] })
    ).json() as BulkSignaturePreview;
    expect(all.ready.map((r) => r.clientId)).toEqual([withForm.id]);
  });

  it('sends one request per eligible client, mails each signer once with the note, records the attestation on each and audits the batch once', async () => {
    const ids = [entity.id, person.id, noContact.id, archived.id, alreadyOpen.id, cedarClientId];
    const start = await startWithKey(
      { clientIds: ids, attestRelationship: true, note: 'Please sign before Friday.' },
      'bulk-1',
    );
    expect(start.statusCode, start.body).toBe(202);
    const { jobId } = start.json() as { jobId: string };
    expect((await readJob(jobId)).status).toBe('QUEUED');
    // A retry with the same key answers the same job.
    const again = await startWithKey({ clientIds: ids, attestRelationship: true }, 'bulk-1');
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual({ jobId });

    await runner().runTasks();
    const job = await readJob(jobId);
    expect(job).toMatchObject({ status: 'DONE', total: 6, done: 6, sent: 2, failed: [] });
    expect(job.skipped.map((s) => s.clientId)).toEqual([noContact.id, archived.id, alreadyOpen.id, cedarClientId]);

    const requests = await t.db
      .selectFrom('signature_requests')
      .selectAll()
      .where('client_id', 'in', [entity.id, person.id])
      .orderBy('signer_email')
      .execute();
    expect(
      requests.map((r) => [
        r.signer_email,
        r.signer_name,
        r.signer_title,
        r.signer_mobile,
        r.attested_by_name,
        r.status,
      ]),
    ).toEqual([
      ['ema@bulk.test', 'Ema Entity', 'CFO', '(614) 555-0199', 'Marcus Bell', 'SENT'],
      // No title for a person signing for themselves.
      ['pia@bulk.test', 'Pia Person', null, null, 'Marcus Bell', 'SENT'],
    ]);
    const created = await t.db
      .selectFrom('signature_request_events')
      .select('detail')
      .where('request_id', '=', requests[0]!.id)
      .where('type', '=', 'CREATED')
      .executeTakeFirstOrThrow();
    expect(created.detail).toBe(
      'known borrower; relationship attested by Marcus Bell once for a bulk send to 6 clients',
    );
    for (const email of ['ema@bulk.test', 'pia@bulk.test']) {
      const mails = await mailsTo(email);
      expect(mails, email).toHaveLength(1);
      expect(mails[0]!.body).toContain('Please sign before Friday.');
    }
    expect(await mailsTo('ari@bulk.test')).toHaveLength(0);
    expect(await mailsTo('cy@cedar.test')).toHaveLength(0);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'details'])
      .where('lender_id', '=', acme)
      .where('action', 'in', ['SIGNATURE_REQUESTS_BULK_STARTED', 'SIGNATURE_REQUEST_SENT'])
      .execute();
    const batch = audit.filter((a) => a.action === 'SIGNATURE_REQUESTS_BULK_STARTED');
    expect(batch).toHaveLength(1);
    expect(batch[0]!.details).toMatchObject({
      jobId,
      clients: 6,
      ready: 2,
      attestedByName: 'Marcus Bell',
      note: 'Please sign before Friday.',
    });
    expect(
      audit.filter(
        (a) => a.action === 'SIGNATURE_REQUEST_SENT' && (a.details as { bulkJobId?: string }).bulkJobId === jobId,
      ),
    ).toHaveLength(2);
  });

  it('sends no one twice when the instance dies mid-job and another resumes it', async () => {
    const first = await acmeClient({
      businessName: 'Restart One LLC',
      contact: { name: 'Rae One', email: 'rae1@bulk.test' },
    });
    const second = await acmeClient({
      businessName: 'Restart Two LLC',
      contact: { name: 'Rae Two', email: 'rae2@bulk.test' },
    });
    const start = await call(t.app, officer, 'POST', '/api/signature-requests/bulk', {
      clientIds: [first.id, second.id],
      attestRelationship: true,
    });
    expect(start.statusCode, start.body).toBe(202);
    // The first request commits, then the instance dies before its progress is saved.
    const job = (await claimJob(t.db, [BULK_SIGNATURE_JOB], clock.now()))!;
    const tools = jobTools(t.db, job, () => clock.now());
    const dying: JobTools = { ...tools, checkpoint: () => Promise.reject(new Error('killed')) };
    await expect(createBulkSignatureTask(t.app.ctx).run(t.db, job, dying)).rejects.toThrow('killed');
    expect(await mailsTo('rae1@bulk.test')).toHaveLength(1);
    clock.advance(JOB_LEASE_MS + 1);
    await runner().runTasks();

    expect(await readJob(start.json().jobId)).toMatchObject({ status: 'DONE', sent: 2, skipped: [], failed: [] });
    expect(await mailsTo('rae1@bulk.test')).toHaveLength(1);
    expect(await mailsTo('rae2@bulk.test')).toHaveLength(1);
    expect(
      await t.db.selectFrom('signature_requests').select('id').where('client_id', '=', first.id).execute(),
    ).toHaveLength(1);
  });

  it('refuses beyond the limit, without the attestation, and when no client can be sent one; another lender reads no job', async () => {
    const many = Array.from({ length: 1_001 }, () => crypto.randomUUID());
    const tooMany = await call(t.app, officer, 'POST', '/api/signature-requests/bulk', {
      clientIds: many,
      attestRelationship: true,
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().messages[0].value).toBe('Clients must have at most 1,000 items.');
    const unattested = await call(t.app, officer, 'POST', '/api/signature-requests/bulk', { clientIds: [entity.id] });
    expect(unattested.statusCode).toBe(400);
    expect(unattested.json().messages[0].value).toBe('Confirm the business relationship with every signer.');
    const nobody = await call(t.app, officer, 'POST', '/api/signature-requests/bulk', {
      clientIds: [noContact.id],
      attestRelationship: true,
    });
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json().messages[0].value).toMatch(
      /^None of these clients can be sent a signature request\. No Contact LLC: The client has no contact e-mail/,
    );

    // Cedar's user: Acme's client ids are not theirs (nothing told), and Acme's job answers 404.
    const cedar = await openSession(t.app, 'ondemand.user', 'Cedar Credit');
    const foreign = await call(t.app, cedar, 'POST', '/api/signature-requests/bulk', {
      clientIds: [entity.id],
      attestRelationship: true,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.body).not.toContain('Bulk Entity');
    const { jobId } = await t.db
      .selectFrom('bulk_signature_sends')
      .select('job_id as jobId')
      .where('lender_id', '=', acme)
      .executeTakeFirstOrThrow();
    expect((await call(t.app, cedar, 'GET', `/api/signature-requests/bulk/${jobId}`)).statusCode).toBe(404);
    expect(
      await t.db.selectFrom('bulk_signature_sends').select('job_id').where('lender_id', '!=', acme).execute(),
    ).toEqual([]);
  });

  describe('the identity level of the batch (docs/decisions/219)', () => {
    const setLevels = (levels: string[]) =>
      t.db
        .updateTable('lenders')
        .set({ esign_identity_levels: levels as ('KNOWN_BORROWER' | 'REMOTE_PROOF')[] })
        .where('id', '=', acme)
        .execute();
    const bulkJobs = async () =>
      (await t.db.selectFrom('bulk_signature_sends').select('job_id').where('lender_id', '=', acme).execute()).length;

    it('refuses a level operations do not allow the lender, naming the field, and queues nothing', async () => {
      const c = await acmeClient({
        businessName: 'Remote Refused LLC',
        contact: { name: 'Ren', email: 'ren@bulk.test' },
      });
      const before = await bulkJobs();
      const res = await call(t.app, officer, 'POST', '/api/signature-requests/bulk', {
        clientIds: [c.id],
        identityLevel: 'REMOTE_PROOF',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().messages[0]).toMatchObject({
        field: 'identityLevel',
        value: expect.stringMatching(/^Remote identity proof is not allowed for this lender/),
      });
      expect(await bulkJobs()).toBe(before);
      const unknown = await call(t.app, officer, 'POST', '/api/signature-requests/bulk', {
        clientIds: [c.id],
        identityLevel: 'SELFIE_ONLY',
        attestRelationship: true,
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().messages[0].field).toBe('body.identityLevel');
    });

    it('sends remote identity proof requests without an attestation when allowed, and still asks one for a known borrower', async () => {
      await setLevels(['KNOWN_BORROWER', 'REMOTE_PROOF']);
      const c = await acmeClient({
        businessName: 'Remote Bulk LLC',
        contact: { name: 'Rita Remote', email: 'rita@bulk.test' },
      });
      const unattested = await call(t.app, officer, 'POST', '/api/signature-requests/bulk', {
        clientIds: [c.id],
        identityLevel: 'KNOWN_BORROWER',
      });
      expect(unattested.statusCode).toBe(400);
      expect(unattested.json().messages[0].field).toBe('body.attestRelationship');

      const start = await call(t.app, officer, 'POST', '/api/signature-requests/bulk', {
        clientIds: [c.id],
        identityLevel: 'REMOTE_PROOF',
      });
      expect(start.statusCode, start.body).toBe(202);
      await runner().runTasks();
      expect(await readJob(start.json().jobId)).toMatchObject({ status: 'DONE', sent: 1, failed: [] });
      const r = await t.db
        .selectFrom('signature_requests')
        .select(['id', 'identity_level', 'attested_by_name'])
        .where('client_id', '=', c.id)
        .executeTakeFirstOrThrow();
      expect(r).toMatchObject({ identity_level: 'REMOTE_PROOF', attested_by_name: 'Marcus Bell' });
      const created = await t.db
        .selectFrom('signature_request_events')
        .select('detail')
        .where('request_id', '=', r.id)
        .where('type', '=', 'CREATED')
        .executeTakeFirstOrThrow();
      expect(created.detail).toBe('remote identity proof asked; sent by Marcus Bell once for a bulk send to 1 clients');
      const audit = await t.db
        .selectFrom('audit_log')
        .select('details')
        .where('action', '=', 'SIGNATURE_REQUESTS_BULK_STARTED')
        .where('target_id', '=', start.json().jobId)
        .executeTakeFirstOrThrow();
      expect(audit.details).toMatchObject({ identityLevel: 'REMOTE_PROOF', sentByName: 'Marcus Bell' });
      expect(audit.details).not.toHaveProperty('attestedByName');
      expect((await call(t.app, officer, 'GET', `/api/clients/${c.id}/signature-requests`)).json()[0]).toMatchObject({
        identityLevel: 'REMOTE_PROOF',
        status: 'SENT',
      });
    });

    it('a level withdrawn after the batch was queued fails each request with the sentence, sending none', async () => {
      const c = await acmeClient({ businessName: 'Withdrawn LLC', contact: { name: 'Wes', email: 'wes@bulk.test' } });
      const start = await call(t.app, officer, 'POST', '/api/signature-requests/bulk', {
        clientIds: [c.id],
        identityLevel: 'REMOTE_PROOF',
      });
      expect(start.statusCode, start.body).toBe(202);
      await setLevels(['KNOWN_BORROWER']);
      await runner().runTasks();
      const job = await readJob(start.json().jobId);
      expect(job).toMatchObject({ status: 'DONE', sent: 0 });
      expect(job.failed[0]!.reason).toMatch(/^Remote identity proof is not allowed for this lender/);
      expect(await mailsTo('wes@bulk.test')).toHaveLength(0);
    });
  });
});
