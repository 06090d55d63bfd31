import { LOGIN_ACCEPT_TYPE } from '@taxlens/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/demo/seed/demo-users.js';
import {
  basicAuth,
  call,
  createTestApp,
  openSession,
  readLatestCode,
  sessionFrom,
  type TestApp,
} from './support/test-app.js';

describe('new-device mail and sign-in history', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** One sign-in pass from a browser at `ip`, carrying its device cookie when it has one. */
  const pass = (input: { ip: string; password?: string; device?: string; code?: string }) =>
    t.app.inject({
      method: 'GET',
      url: `/api/portal/login${input.code ? '?second_pass=true' : ''}`,
      remoteAddress: input.ip,
      headers: {
        accept: LOGIN_ACCEPT_TYPE,
        'user-agent': 'Mozilla/5.0 (Windows NT 10.0) Chrome/130.0',
        authorization: basicAuth('loan.officer', input.password ?? DEMO_PASSWORD),
        ...(input.device ? { cookie: `taxlens_device=${input.device}` } : {}),
        ...(input.code ? { 'x-f2a-type': 'EMAIL_TOTP', 'x-f2a-token': input.code } : {}),
      },
    });
  const signInFrom = async (ip: string, device?: string) => {
    await pass({ ip, ...(device ? { device } : {}) });
    const code = await readLatestCode(t.app, 'loan.officer@acme.example');
    const done = await pass({ ip, code, ...(device ? { device } : {}) });
    expect(done.statusCode).toBe(200);
    return done;
  };
  const newDeviceMails = async () => {
    await t.app.ctx.outbox.drain();
    return t.db
      .selectFrom('dev_messages')
      .select('body')
      .where('recipient', '=', 'loan.officer@acme.example')
      .where('subject', 'like', 'New sign-in%')
      .execute();
  };

  it('mails the user on a sign-in from a browser without their device cookie, and not from one with it', async () => {
    const first = await signInFrom('198.51.100.30');
    const mails = await newDeviceMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toContain('198.51.100.30');
    expect(mails[0]!.body).toMatch(/When: \d\d\.\d\d\.\d{4} \d{1,2}:\d\d [AP]M [A-Z]{2,5}/);
    const device = first.cookies.find((c) => c.name === 'taxlens_device')!.value;
    await signInFrom('198.51.100.31', device);
    expect(await newDeviceMails()).toHaveLength(1);
    // A cookie that another secret signed (or none) is a new device again.
    await signInFrom('198.51.100.32', `${device.slice(0, -4)}AAAA`);
    expect(await newDeviceMails()).toHaveLength(2);
  });

  it('shows the user their sign-ins and failures, newest first: time, address, method, result', async () => {
    expect((await pass({ ip: '203.0.113.40', password: 'wrong' })).statusCode).toBe(401);
    await pass({ ip: '203.0.113.41' });
    const code = await readLatestCode(t.app, 'loan.officer@acme.example');
    await pass({ ip: '203.0.113.41', code: code === '000000' ? '111111' : '000000' });
    const session = sessionFrom(await signInFrom('203.0.113.42'));
    const history = await call(t.app, session, 'GET', '/api/myaccount/signins');
    expect(history.statusCode).toBe(200);
    const events = history.json();
    expect(events.slice(0, 3)).toEqual([
      {
        at: expect.any(String),
        ip: '203.0.113.42',
        method: 'Password and e-mail code',
        result: 'SUCCEEDED',
        reason: null,
      },
      {
        at: expect.any(String),
        ip: '203.0.113.41',
        method: 'Password and e-mail code',
        result: 'FAILED',
        reason: 'Wrong verification code',
      },
      { at: expect.any(String), ip: '203.0.113.40', method: 'Password', result: 'FAILED', reason: 'Wrong password' },
    ]);
    expect(events).toHaveLength(6);
    // Only one's own: another user sees none of these.
    const other = await openSession(t.app, 'viewer', 'Acme Capital');
    const theirs = (await call(t.app, other, 'GET', '/api/myaccount/signins')).json();
    expect(theirs.every((e: { ip: string }) => !e.ip?.startsWith('203.0.113.4'))).toBe(true);
    expect((await call(t.app, null, 'GET', '/api/myaccount/signins')).statusCode).toBe(401);
  });
});
