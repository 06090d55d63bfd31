import { SECOND_FACTOR_LIMIT } from '@taxlens/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/demo/seed/demo-users.js';
import { call, createTestApp, loginRequest, readLatestCode, signIn, type TestApp } from './support/test-app.js';

const LIMIT = SECOND_FACTOR_LIMIT.maxConsecutiveFailures;

describe(`second factor blocked after ${LIMIT} consecutive wrong answers (decision 132)`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');
  const keyOf = (res: { json: () => { messages: { key: string }[] } }) => res.json().messages[0]!.key;
  const failures = async (username: string) =>
    await t.db
      .selectFrom('users')
      .select(['f2a_failures', 'f2a_blocked_at'])
      .where('username', '=', username)
      .executeTakeFirstOrThrow();
  const resetMails = async (email: string) => {
    await t.app.ctx.outbox.drain();
    return t.db
      .selectFrom('dev_messages')
      .select('body')
      .where('recipient', '=', email)
      .where('subject', 'like', '%second factor is blocked%')
      .execute();
  };
  /** Wrong second passes; every fifth voids the code, so each later one is wrong on a void code: still a failure. */
  const failTimes = async (username: string, times: number) => {
    for (let i = 0; i < times; i++) await loginRequest(t.app, username, DEMO_PASSWORD, { code: String(100000 + i) });
  };

  it('counts wrong answers across fresh codes and blocks at the limit: the right code, and a new first pass, answer F2A_BLOCKED', async () => {
    await loginRequest(t.app, 'viewer');
    await failTimes('viewer', LIMIT - 1);
    expect((await failures('viewer')).f2a_failures).toBe(LIMIT - 1);
    // A fresh code, then the limit.
    expect(keyOf(await loginRequest(t.app, 'viewer'))).toBe('MISSING_F2A_TOKEN');
    const code = await readLatestCode(t.app, 'viewer@acme.example');
    const last = await loginRequest(t.app, 'viewer', DEMO_PASSWORD, { code: wrongFor(code) });
    expect(last.statusCode).toBe(401);
    expect(last.json().messages[0]).toMatchObject({
      key: 'F2A_BLOCKED',
      value: expect.stringMatching(/e-mailed you a link/),
    });
    const right = await loginRequest(t.app, 'viewer', DEMO_PASSWORD, { code });
    expect(keyOf(right)).toBe('F2A_BLOCKED');
    expect(right.cookies.find((c) => c.name === 'taxlens_session')).toBeUndefined();
    expect(keyOf(await loginRequest(t.app, 'viewer'))).toBe('F2A_BLOCKED');
    // A wrong password still answers as one: the block shows only to whoever knows the password.
    expect(keyOf(await loginRequest(t.app, 'viewer', 'wrong-password'))).toBe('BAD_CREDENTIALS');
    expect(await resetMails('viewer@acme.example')).toHaveLength(1);
    expect((await failures('viewer')).f2a_blocked_at).not.toBeNull();
  });

  it('lifts the block through the mailed link (once): the user sets a second factor up again', async () => {
    const [mail] = await resetMails('viewer@acme.example');
    const token = /twofactor\/reset\?token=([\w-]+)/.exec(mail!.body)![1];
    const opened = await t.app.inject({ method: 'GET', url: `/api/myaccount/twofactor/reset?token=${token}` });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe('/auth/login');
    expect(await failures('viewer')).toEqual({ f2a_failures: 0, f2a_blocked_at: null });
    const again = await t.app.inject({ method: 'GET', url: `/api/myaccount/twofactor/reset?token=${token}` });
    expect(again.statusCode).toBe(400);
    expect(again.json().messages[0].key).toBe('TOKEN_INVALID');
    const signedIn = await loginRequest(t.app, 'viewer');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user.f2aType).toBe('OFF');
  });

  it('starts the count again after a right answer', async () => {
    await loginRequest(t.app, 'sales.rep');
    await failTimes('sales.rep', LIMIT - 1);
    await signIn(t.app, 'sales.rep');
    expect((await failures('sales.rep')).f2a_failures).toBe(0);
    // A first pass again, so the wrong second passes cost the first-pass HMAC, not argon2.
    await loginRequest(t.app, 'sales.rep');
    await failTimes('sales.rep', LIMIT - 1);
    expect(keyOf(await loginRequest(t.app, 'sales.rep'))).toBe('MISSING_F2A_TOKEN');
  }, 60_000);

  it("lets a lender admin reset a blocked user's second factor", async () => {
    await loginRequest(t.app, 'loan.officer');
    await failTimes('loan.officer', LIMIT);
    expect(keyOf(await loginRequest(t.app, 'loan.officer'))).toBe('F2A_BLOCKED');
    const admin = await signIn(t.app, 'lender.admin');
    const acme = await t.db
      .selectFrom('lenders')
      .select('id')
      .where('company_name', '=', 'Acme Capital')
      .executeTakeFirstOrThrow();
    await call(t.app, admin, 'PUT', `/api/lenders/selected/${acme.id}`);
    const officer = await t.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'loan.officer')
      .executeTakeFirstOrThrow();
    const reset = await call(t.app, admin, 'POST', `/api/users/lenderadmin/${officer.id}/reset-two-factor`);
    expect(reset.statusCode).toBe(200);
    expect(await failures('loan.officer')).toEqual({ f2a_failures: 0, f2a_blocked_at: null });
    expect((await loginRequest(t.app, 'loan.officer')).statusCode).toBe(200);
  });

  it("lets operations staff reset a blocked user's second factor; an unknown id answers 404", async () => {
    await loginRequest(t.app, 'ondemand.user');
    await failTimes('ondemand.user', LIMIT);
    expect(keyOf(await loginRequest(t.app, 'ondemand.user'))).toBe('F2A_BLOCKED');
    const ops = await signIn(t.app, 'ops.admin');
    const user = await t.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'ondemand.user')
      .executeTakeFirstOrThrow();
    const reset = await call(t.app, ops, 'POST', `/api/ops/users/${user.id}/reset-two-factor`);
    expect(reset.statusCode).toBe(200);
    expect(await failures('ondemand.user')).toEqual({ f2a_failures: 0, f2a_blocked_at: null });
    expect((await loginRequest(t.app, 'ondemand.user')).statusCode).toBe(200);
    const unknown = await call(
      t.app,
      ops,
      'POST',
      '/api/ops/users/00000000-0000-4000-8000-000000000000/reset-two-factor',
    );
    expect(unknown.statusCode).toBe(404);
    expect((await call(t.app, ops, 'POST', '/api/ops/users/not-a-uuid/reset-two-factor')).statusCode).toBe(400);
  });
});
