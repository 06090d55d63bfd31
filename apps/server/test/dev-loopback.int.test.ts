import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.js';

// The demo outbox holds every one-time code and reset link: /dev answers only a loopback peer that
// no proxy forwarded (DESIGN.md, loopback-only). TRUST_PROXY names 127.0.0.1, as in the cluster, so
// request.ip would believe a forwarded 127.0.0.1: the rule must look at the socket and the headers.

const FORWARDING: Record<string, string>[] = [
  { forwarded: 'for=127.0.0.1' },
  { 'x-forwarded-for': '127.0.0.1' },
  { 'x-real-ip': '127.0.0.1' },
];
const DEV_CALLS = [
  { method: 'GET', url: '/dev/outbox.json' },
  { method: 'GET', url: '/dev/outbox' },
  { method: 'GET', url: '/dev/idp/sso?SAMLRequest=x' },
  { method: 'POST', url: '/dev/demo-users/loan.officer/reset' },
] as const;

let t: TestApp;
let origin: string;
let missing: unknown;

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  // A refused /dev call looks exactly like a path that does not exist.
  const answer = await t.app.inject('/dev/no-such-page');
  expect(answer.statusCode).toBe(404);
  missing = answer.json();
});
afterAll(() => t.close());

describe('/dev answers only this machine, unforwarded', () => {
  it('answers a loopback peer without forwarding headers, over a real socket', async () => {
    const outbox = await fetch(`${origin}/dev/outbox.json`);
    expect(outbox.status).toBe(200);
    expect(Array.isArray(await outbox.json())).toBe(true);
    expect((await fetch(`${origin}/dev/outbox`)).status).toBe(200);
  });

  it('refuses a loopback peer whose request carries a forwarding header, over a real socket', async () => {
    for (const headers of FORWARDING) {
      for (const call of DEV_CALLS) {
        const answer = await fetch(`${origin}${call.url}`, { method: call.method, headers });
        expect(answer.status, `${call.method} ${call.url} ${JSON.stringify(headers)}`).toBe(404);
        expect(await answer.json()).toEqual(missing);
      }
    }
  });

  it('refuses a peer on another machine, even one forwarding for 127.0.0.1', async () => {
    for (const remoteAddress of ['192.0.2.7', '10.0.0.5', '::ffff:10.0.0.5', '2001:db8::7']) {
      for (const call of DEV_CALLS) {
        const answer = await t.app.inject({ method: call.method, url: call.url, remoteAddress });
        expect(answer.statusCode, `${call.method} ${call.url} from ${remoteAddress}`).toBe(404);
        expect(answer.json()).toEqual(missing);
      }
    }
    expect(
      (
        await t.app.inject({
          url: '/dev/outbox.json',
          remoteAddress: '192.0.2.7',
          headers: { 'x-forwarded-for': '127.0.0.1' },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('runs nothing for a refused call: a forwarded demo-user reset leaves the user as it was', async () => {
    await t.db.updateTable('users').set({ failed_logins: 3 }).where('username', '=', 'loan.officer').execute();
    expect(
      (
        await fetch(`${origin}/dev/demo-users/loan.officer/reset`, {
          method: 'POST',
          headers: { 'x-forwarded-for': '127.0.0.1' },
        })
      ).status,
    ).toBe(404);
    const user = await t.db
      .selectFrom('users')
      .select('failed_logins')
      .where('username', '=', 'loan.officer')
      .executeTakeFirstOrThrow();
    expect(user.failed_logins).toBe(3);
    expect((await fetch(`${origin}/dev/demo-users/loan.officer/reset`, { method: 'POST' })).status).toBe(200);
  });
});
