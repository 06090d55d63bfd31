import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/demo/seed/demo-users.js';
import { call, createTestApp, loginRequest, readLatestCode, sessionFrom, type TestApp } from './support/test-app.js';

/** Logs never carry passwords, one-time codes, session or CSRF tokens. */
describe('log hygiene', () => {
  let t: TestApp;
  let logs = '';
  beforeAll(async () => {
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => (logs += chunk.toString('utf8')));
    t = await createTestApp({ env: { LOG_LEVEL: 'trace' }, logStream: stream });
  });
  afterAll(() => t.close());

  it('keeps secrets of a whole sign-in out of the log', async () => {
    await loginRequest(t.app, 'loan.officer', 'a-wrong-Password-1');
    await loginRequest(t.app, 'loan.officer');
    const code = await readLatestCode(t.app, 'loan.officer@acme.example');
    const ok = await loginRequest(t.app, 'loan.officer', DEMO_PASSWORD, { code });
    const session = sessionFrom(ok);
    await call(t.app, session, 'GET', '/api/myaccount/get');
    await new Promise((r) => setTimeout(r, 50));

    expect(logs).toContain('/api/portal/login');
    for (const secret of [DEMO_PASSWORD, 'a-wrong-Password-1', session.csrf, session.cookie.split('=')[1] as string]) {
      expect(logs).not.toContain(secret);
    }
    // The code as a number of its own (not a run of digits inside a timestamp).
    expect(logs).not.toMatch(new RegExp(`(?<!\\d)${code}(?!\\d)`));
    expect(logs).not.toContain(Buffer.from(`loan.officer:${DEMO_PASSWORD}`).toString('base64'));
  });

  it('keeps a signing link token out of the request log (decision 196)', async () => {
    const token = 'Zq'.repeat(21) + 'x';
    await call(t.app, null, 'GET', `/api/sign/${token}`);
    await call(t.app, null, 'POST', `/api/sign/${token}/code`);
    await new Promise((r) => setTimeout(r, 50));
    expect(logs).toContain('/api/sign/…');
    expect(logs).not.toContain(token);
  });
});
