import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CSRF_HEADER, LOGIN_ACCEPT_TYPE } from '@taxlens/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/demo/seed/demo-users.js';
import {
  basicAuth,
  createTestApp,
  forgetCallers,
  lenderIdByName,
  openSession,
  type Session,
  type TestApp,
} from './support/test-app.js';

/**
 * Enforcement on real sockets: the server listens on 127.0.0.1 and the client binds its socket
 * to 127.0.0.1 or 127.0.0.2, so the address the server sees is the one a user would connect from.
 * TRUST_PROXY names 127.0.0.1 as the only proxy whose X-Forwarded-For counts.
 */
let t: TestApp;
let port: number;
let acme: string;
let admin: Session;

type Reply = { status: number; body: { messages?: Array<{ key: string; value: string }>; ipWhitelist?: string[] } };

function send(
  from: string,
  method: string,
  path: string,
  options: { session?: Session; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Reply> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        localAddress: from,
        method,
        path,
        agent: false,
        headers: {
          ...(options.session ? { cookie: options.session.cookie, [CSRF_HEADER]: options.session.csrf } : {}),
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) }
            : {}),
          ...options.headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : {} }));
      },
    );
    req.on('error', reject);
    if (payload) req.write(payload);
    req.end();
  });
}

const general = (from: string, method: 'POST' | 'DELETE', ipAddress: string, confirm?: boolean) =>
  send(from, method, `/api/lenders/${acme}/ip-whitelist`, {
    session: admin,
    body: { ipAddress, ...(confirm ? { confirm } : {}) },
  });
const account = (from: string, session: Session, headers: Record<string, string> = {}) =>
  send(from, 'GET', '/api/myaccount/get', { session, headers });

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
  acme = await lenderIdByName(t.db, 'Acme Capital');
  admin = await openSession(t.app, 'lender.admin', 'Acme Capital');
});
afterAll(() => t.close());

describe('the general whitelist', () => {
  it('refuses a call from 127.0.0.2 when only 127.0.0.1 is listed, and accepts it after 127.0.0.0/8 is added', async () => {
    const sales = await openSession(t.app, 'sales.rep', 'Acme Capital');
    expect((await account('127.0.0.2', sales)).status).toBe(200);
    expect((await general('127.0.0.1', 'POST', '127.0.0.1')).body.ipWhitelist).toEqual(['127.0.0.1']);

    const refused = await account('127.0.0.2', sales);
    expect(refused.status).toBe(403);
    expect(refused.body.messages?.[0]?.key).toBe('IP_NOT_WHITELISTED');
    expect(refused.body.messages?.[0]?.value).toContain('127.0.0.2');
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['ip', 'lender_id'])
      .where('action', '=', 'whitelist.refused')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit).toEqual({ ip: '127.0.0.2', lender_id: acme });
    expect((await account('127.0.0.1', sales)).status).toBe(200);

    expect((await general('127.0.0.1', 'POST', '127.0.0.5/8')).body.ipWhitelist).toEqual(['127.0.0.1', '127.0.0.0/8']);
    expect((await account('127.0.0.2', sales)).status).toBe(200);

    expect((await general('127.0.0.1', 'DELETE', '127.0.0.0/8')).body.ipWhitelist).toEqual(['127.0.0.1']);
    expect((await account('127.0.0.2', sales)).status).toBe(403);
  });

  it('refuses the sign-in itself from an address outside the list', async () => {
    const login = (from: string) =>
      send(from, 'GET', '/api/portal/login', {
        headers: { accept: LOGIN_ACCEPT_TYPE, authorization: basicAuth('sales.rep', DEMO_PASSWORD) },
      });
    const refused = await login('127.0.0.2');
    expect(refused.status).toBe(403);
    expect(refused.body.messages?.[0]?.key).toBe('IP_NOT_WHITELISTED');
    // From a listed address the sign-in goes on to its second factor.
    expect((await login('127.0.0.1')).body.messages?.[0]?.key).toBe('MISSING_F2A_TOKEN');
  });

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy, and believes it from one that is', async () => {
    const sales = await openSession(t.app, 'sales.rep', 'Acme Capital');
    expect((await account('127.0.0.2', sales, { 'x-forwarded-for': '127.0.0.1' })).status).toBe(403);
    expect((await account('127.0.0.1', sales, { 'x-forwarded-for': '198.51.100.7' })).status).toBe(403);
    expect((await account('127.0.0.1', sales, { 'x-forwarded-for': '127.0.0.1' })).status).toBe(200);
  });

  it('asks for confirmation before saving a list that locks out the address in use', async () => {
    const lockout = await general('127.0.0.1', 'DELETE', '127.0.0.1');
    // Removing the last entry empties the list, which lets everyone in: no question.
    expect(lockout.status).toBe(200);
    const asked = await general('127.0.0.1', 'POST', '198.51.100.0/24');
    expect(asked.status).toBe(409);
    expect(asked.body.messages?.[0]?.key).toBe('IP_WHITELIST_LOCKOUT');
    expect((await general('127.0.0.1', 'POST', '198.51.100.0/24', true)).body.ipWhitelist).toEqual(['198.51.100.0/24']);
    expect((await account('127.0.0.1', admin)).status).toBe(403);
    await t.db.deleteFrom('lender_ip_whitelist').execute();
    await forgetCallers(t.app);
    expect((await account('127.0.0.1', admin)).status).toBe(200);
  });

  it('refuses anything that is not an address or range, in the error shape', async () => {
    for (const bad of ['10.1', 'not-an-ip', '1.2.3.4/33', '300.1.1.1']) {
      const res = await general('127.0.0.1', 'POST', bad);
      expect(res.status, bad).toBe(400);
      expect(res.body.messages?.[0]).toMatchObject({ key: 'VALIDATION_ERROR', field: 'ipAddress' });
    }
    expect((await general('127.0.0.1', 'POST', '2001:DB8::1', true)).body.ipWhitelist).toEqual(['2001:db8::1']);
    // Confirmed, the admin is now locked out too: the list is emptied behind their back.
    expect((await account('127.0.0.1', admin)).status).toBe(403);
    await t.db.deleteFrom('lender_ip_whitelist').execute();
    await forgetCallers(t.app);
  });
});

describe("a user's own whitelist", () => {
  it('binds that user only, and adds to the general list', async () => {
    const salesId = (
      await t.db.selectFrom('users').select('id').where('username', '=', 'sales.rep').executeTakeFirstOrThrow()
    ).id;
    const sales = await openSession(t.app, 'sales.rep', 'Acme Capital');
    const add = await send('127.0.0.1', 'POST', `/api/users/${salesId}/ip-whitelist`, {
      session: admin,
      body: { ipAddress: '127.0.0.2' },
    });
    expect(add.body.ipWhitelist).toEqual(['127.0.0.2']);
    expect((await account('127.0.0.1', sales)).status).toBe(403);
    expect((await account('127.0.0.2', sales)).status).toBe(200);
    expect((await account('127.0.0.2', admin)).status).toBe(200);

    await general('127.0.0.1', 'POST', '127.0.0.1');
    expect((await account('127.0.0.1', sales)).status).toBe(200);

    const list = await send('127.0.0.1', 'GET', `/api/users/lender/${acme}/ip-whitelist`, { session: admin });
    expect(list.status).toBe(200);
    expect(
      (list.body as unknown as Array<{ id: string; ipWhitelist: string[] }>).find((u) => u.id === salesId)?.ipWhitelist,
    ).toEqual(['127.0.0.2']);

    await send('127.0.0.1', 'DELETE', `/api/users/${salesId}/ip-whitelist`, {
      session: admin,
      body: { ipAddress: '127.0.0.2' },
    });
    await general('127.0.0.1', 'DELETE', '127.0.0.1');
    expect((await account('127.0.0.2', sales)).status).toBe(200);
    const actions = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', 'like', 'whitelist.user_%')
      .execute();
    expect(actions.map((a) => a.action)).toEqual(['whitelist.user_added', 'whitelist.user_removed']);
  });

  it("answers 404 for a user of another lender and for another lender's list", async () => {
    const cedarUser = await t.db
      .selectFrom('users')
      .innerJoin('user_lenders', 'user_lenders.user_id', 'users.id')
      .innerJoin('lenders', 'lenders.id', 'user_lenders.lender_id')
      .select('users.id')
      .where('lenders.company_name', '=', 'Cedar Credit')
      .executeTakeFirstOrThrow();
    expect(
      (
        await send('127.0.0.1', 'POST', `/api/users/${cedarUser.id}/ip-whitelist`, {
          session: admin,
          body: { ipAddress: '10.0.0.1' },
        })
      ).status,
    ).toBe(404);
    const cedar = await lenderIdByName(t.db, 'Cedar Credit');
    expect(
      (
        await send('127.0.0.1', 'POST', `/api/lenders/${cedar}/ip-whitelist`, {
          session: admin,
          body: { ipAddress: '10.0.0.1' },
        })
      ).status,
    ).toBe(404);
    expect((await send('127.0.0.1', 'GET', `/api/lenders/${cedar}`, { session: admin })).status).toBe(404);
  });
});
