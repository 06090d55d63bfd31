import { ACCOUNT_MAIL_LIMIT } from '@taxlens/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMovableClock } from './support/movable-clock.js';
import { createTestApp, type TestApp } from './support/test-app.js';

describe(`reset and username mails: at most ${ACCOUNT_MAIL_LIMIT.perRecipient} per recipient per 15 minutes (decision 133)`, () => {
  const clock = createMovableClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ clock });
  });
  afterAll(() => t.close());

  const forgotPassword = (username: string) =>
    t.app.inject({ method: 'POST', url: '/api/myaccount/forgotpassword', payload: { username } });
  const forgotUsername = (email: string) =>
    t.app.inject({ method: 'POST', url: '/api/myaccount/forgotusername', payload: { email } });
  /** Mails waiting in the outbox or sent, to one address: nothing is mailed inside the request. */
  const queuedTo = async (email: string) => {
    const rows = await t.db.selectFrom('outbox').select('payload').where('channel', '=', 'mail').execute();
    return rows.filter((r) => (typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload).to === email).length;
  };

  it('queues three reset mails out of forty requests, answering every one the same', async () => {
    const answers = new Set<string>();
    for (let i = 0; i < 40; i++) {
      const res = await forgotPassword('viewer');
      expect(res.statusCode).toBe(200);
      answers.add(res.body);
    }
    // An unknown username gets that answer too.
    answers.add((await forgotPassword('no.such.user')).body);
    expect(answers.size).toBe(1);
    expect(await queuedTo('viewer@acme.example')).toBe(ACCOUNT_MAIL_LIMIT.perRecipient);
  });

  it('counts username reminders to the same recipient in the same limit, and allows more after 15 minutes', async () => {
    const before = await queuedTo('viewer@acme.example');
    const refused = await forgotUsername('viewer@acme.example');
    expect(refused.statusCode).toBe(200);
    expect(await queuedTo('viewer@acme.example')).toBe(before);
    expect(refused.body).toBe((await forgotUsername('nobody@example.com')).body);
    clock.advance(ACCOUNT_MAIL_LIMIT.windowMinutes * 60_000);
    await forgotUsername('viewer@acme.example');
    expect(await queuedTo('viewer@acme.example')).toBe(before + 1);
    // Another recipient has its own count.
    await forgotPassword('sales.rep');
    expect(await queuedTo('sales.rep@acme.example')).toBe(1);
  });
});
