import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createLender, createOrder, createUser } from '../src/demo/seed/factories.js';
import { onReportCompleted, onReportRejected } from '../src/modules/report-events/report-events.js';
import { call, createTestApp, openSession, type TestApp } from './support/test-app.js';

const deps = { piiKey: randomBytes(32) };

/** Every group set to one choice. */
const everything = (choice: 'ALL' | 'MINE' | 'NONE') =>
  ['SAME_NEXT_30_DAY', 'LENDER_ALERTS', 'REJECTED_8821', 'MISSING_AUTH', 'CLIENT_CLOSED'].map((g) => `${g}_${choice}`);

describe('notification mail recipients follow each user settings', () => {
  let t: TestApp;
  let lenderId: string;
  const users: Record<string, { id: string; email: string }> = {};
  let n = 20;
  const placeOrder = async (name: string, status: 'COMPLETED' | 'REJECTED', placedBy: string, ownerId?: string) => {
    // Every tax id ends in 1234567 (last 4: 4567), so a mail showing more than the last 4 is caught.
    const client = await createClient(t.db, deps, {
      lenderId,
      businessName: name,
      taxId: `${(n += 1)}1234567`,
      createdBy: placedBy,
    });
    const order = await createOrder(t.db, {
      lenderId,
      clientId: client.id,
      placedBy,
      ownerId: ownerId ?? placedBy,
      status,
      report: {},
    });
    return { clientId: client.id, reportId: order.reportId! };
  };
  const fire = (hook: typeof onReportCompleted, reportId: string) =>
    t.db.transaction().execute((trx) => hook(trx, reportId));
  /** Mail sent since the last call, by recipient. */
  let seen = 0;
  const sentMail = async () => {
    await t.app.ctx.outbox.drain();
    const rows = await t.db.selectFrom('dev_messages').selectAll().where('id', '>', seen).orderBy('id').execute();
    seen = Math.max(seen, ...rows.map((r) => r.id));
    return rows;
  };
  const recipientsOf = async () => (await sentMail()).map((m) => m.recipient).sort();

  beforeAll(async () => {
    t = await createTestApp({ seed: false, env: { PUBLIC_URL: 'https://portal.example.test' } });
    lenderId = (await createLender(t.db, { companyName: 'Notify Lender', monitorType: 'MONTHLY' })).id;
    const other = await createLender(t.db, { companyName: 'Other Lender' });
    const user = async (key: string, notificationTypes: string[], extra: Parameters<typeof createUser>[1] = {}) => {
      const u = await createUser(t.db, {
        username: key,
        email: `${key}@notify.test`,
        notificationTypes,
        lenders: [{ lenderId, role: 'ROLE_LENDER' }],
        ...extra,
      });
      users[key] = { id: u.id, email: u.email };
    };
    await user('everyone', everything('ALL'));
    await user('placer', everything('MINE'));
    await user('owner', everything('MINE'));
    await user('bystander', everything('MINE'));
    await user('quiet', everything('NONE'));
    await user('unset', []);
    await user('disabled', everything('ALL'), { status: 'DISABLED' });
    await user('elsewhere', everything('ALL'), { lenders: [{ lenderId: other.id, role: 'ROLE_LENDER' }] });
  });
  afterAll(async () => t.close());

  it('a completed report mails ALL users and the MINE users who placed or own the order; NONE and unset users get nothing', async () => {
    const { reportId } = await placeOrder('Completed Co LLC', 'COMPLETED', users.placer!.id, users.owner!.id);
    await fire(onReportCompleted, reportId);
    expect(await recipientsOf()).toEqual(['everyone@notify.test', 'owner@notify.test', 'placer@notify.test']);
  });

  it('MINE follows who placed the order: the same event for the bystander order mails only ALL users and the bystander', async () => {
    const { reportId } = await placeOrder('Bystander Co LLC', 'COMPLETED', users.bystander!.id);
    await fire(onReportCompleted, reportId);
    expect(await recipientsOf()).toEqual(['bystander@notify.test', 'everyone@notify.test']);
  });

  it('choices are per group: REJECTED_8821_NONE silences rejections only', async () => {
    await t.db
      .updateTable('users')
      .set({ notification_types: ['SAME_NEXT_30_DAY_ALL', 'REJECTED_8821_NONE'] })
      .where('id', '=', users.everyone!.id)
      .execute();
    const { reportId, clientId } = await placeOrder('Rejected Co LLC', 'REJECTED', users.placer!.id);
    await fire(onReportRejected, reportId);
    const mail = await sentMail();
    expect(mail.map((m) => m.recipient)).toEqual(['placer@notify.test']);
    expect(mail[0]!.subject).toBe('Form 8821 rejected: Rejected Co LLC');
    expect(mail[0]!.body).toContain('Signature missing');
    expect(mail[0]!.body).toContain(`https://portal.example.test/client/${clientId}`);
  });

  it('mails have a text and an HTML part linking to the client page, and show the tax id by its last 4 only', async () => {
    await t.db
      .updateTable('users')
      .set({ notification_types: everything('ALL') })
      .where('id', '=', users.everyone!.id)
      .execute();
    const { reportId, clientId } = await placeOrder('Privacy Co LLC', 'COMPLETED', users.placer!.id);
    await fire(onReportCompleted, reportId);
    expect(await recipientsOf()).toEqual(['everyone@notify.test', 'placer@notify.test']);
    const outbox = await t.db
      .selectFrom('outbox')
      .select('payload')
      .where('channel', '=', 'mail')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    const mail = outbox.payload as { subject: string; text: string; html: string };
    expect(mail.subject).toBe('Report completed: Privacy Co LLC');
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain(`https://portal.example.test/client/${clientId}`);
      expect(part).toContain('ending 4567');
      expect(part).not.toContain('1234567');
    }
    expect(mail.html).toContain(`<a href="https://portal.example.test/client/${clientId}">`);
  });

  it('the mail is written in the cause transaction: a rolled-back completion sends nothing', async () => {
    const { reportId } = await placeOrder('Rollback Co LLC', 'COMPLETED', users.placer!.id);
    await expect(
      t.db.transaction().execute(async (trx) => {
        await onReportCompleted(trx, reportId);
        throw new Error('the completion failed after the hook');
      }),
    ).rejects.toThrow('the completion failed');
    expect(await sentMail()).toEqual([]);
  });

  it('closing (archiving) a client mails CLIENT_CLOSED to ALL users and, for MINE, the client creator', async () => {
    const { clientId } = await placeOrder('Closing Co LLC', 'COMPLETED', users.owner!.id);
    await sentMail();
    const session = await openSession(t.app, 'bystander', 'Notify Lender');
    expect((await call(t.app, session, 'PUT', `/api/clients/archive/${clientId}`)).statusCode).toBe(200);
    const mail = await sentMail();
    expect(mail.map((m) => m.recipient).sort()).toEqual(['everyone@notify.test', 'owner@notify.test']);
    expect(mail[0]!.subject).toBe('Client closed: Closing Co LLC');
  });
});
