import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, openSession, type Session, type TestApp } from './support/test-app.js';

const PASSWORD = 'Harbor-Lights-77!';

async function userId(t: TestApp, username: string): Promise<string> {
  return (await t.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
}

async function latestLink(t: TestApp, to: string): Promise<string> {
  await t.app.ctx.outbox.drain();
  const row = await t.db
    .selectFrom('dev_messages')
    .select('body')
    .where('recipient', '=', to)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const token = /\/auth\/activate\?token=([\w-]+)/.exec(row.body)?.[1];
  if (!token) throw new Error('No activation link');
  return token;
}

describe('Manage Users', () => {
  let t: TestApp;
  let admin: Session;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await openSession(t.app, 'lender.admin', 'Acme Capital');
  });
  afterAll(() => t.close());

  it("lists only the selected lender's users, with status filter, search and paging", async () => {
    const all = (await call(t.app, admin, 'GET', '/api/users/lenderadmin?limit=1000')).json();
    const names = all.content.map((u: { username: string }) => u.username);
    expect(names).toEqual(expect.arrayContaining(['loan.officer', 'viewer', 'lender.admin']));
    expect(names).not.toContain('ondemand.user');
    expect(all.totalElements).toBe(all.content.length);
    const invited = (await call(t.app, admin, 'GET', '/api/users/lenderadmin?limit=1000&accessStatus=Invited')).json();
    expect(invited.content.map((u: { username: string }) => u.username)).toContain('invited.user');
    const search = (await call(t.app, admin, 'GET', '/api/users/lenderadmin?limit=10&q=loan.officer')).json();
    expect(search.content).toHaveLength(1);
    const page = (await call(t.app, admin, 'GET', '/api/users/lenderadmin?limit=2&page=1')).json();
    expect(page.content).toHaveLength(2);
    expect(page.content[0].id).toBe(all.content[2].id);
  });

  it('invites a user who activates from the mailed link, then edits, deactivates (sessions end) and reactivates', async () => {
    const invite = await call(t.app, admin, 'POST', '/api/users/lenderadmin/invite', {
      email: 'robin@acme.example',
      firstName: 'Robin',
      lastName: 'Reyes',
      role: 'ROLE_SALES',
    });
    expect(invite.statusCode, invite.body).toBe(200);
    expect(invite.json()).toMatchObject({
      accessStatus: 'Invited',
      role: 'ROLE_SALES',
      username: 'robin@acme.example',
    });
    const token = await latestLink(t, 'robin@acme.example');
    const activated = await t.app.inject({
      method: 'POST',
      url: `/api/myaccount/portal/create/${token}`,
      payload: { newPassword: PASSWORD, confirmPassword: PASSWORD },
    });
    expect(activated.statusCode, activated.body).toBe(200);
    const id = invite.json().id as string;

    const edited = await call(t.app, admin, 'POST', `/api/users/lenderadmin/update/${id}`, {
      ...(invite.json() as object),
      firstName: 'Robyn',
      role: 'ROLE_VIEWER',
      f2aType: 'EMAIL_TOTP',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ firstName: 'Robyn', role: 'ROLE_VIEWER', accessStatus: 'Active' });

    const robin = await openSession(t.app, 'robin@acme.example', 'Acme Capital');
    expect((await call(t.app, robin, 'GET', '/api/myaccount/get')).statusCode).toBe(200);
    const off = await call(t.app, admin, 'POST', `/api/users/lenderadmin/${id}/deactivate`);
    expect(off.json().accessStatus).toBe('Inactive');
    expect((await call(t.app, robin, 'GET', '/api/myaccount/get')).statusCode).toBe(401);
    expect(await t.db.selectFrom('sessions').select('id').where('user_id', '=', id).execute()).toHaveLength(0);
    const on = await call(t.app, admin, 'POST', `/api/users/lenderadmin/${id}/reactivate`);
    expect(on.json().accessStatus).toBe('Active');

    const reset = await call(t.app, admin, 'POST', `/api/users/lenderadmin/${id}/reset-two-factor`);
    expect(reset.json().f2aType).toBe('OFF');

    const actions = (await call(t.app, admin, 'GET', '/api/audit-log/filters'))
      .json()
      .actions.map((a: { key: string }) => a.key);
    expect(actions).toEqual(
      expect.arrayContaining([
        'user.invited',
        'user.updated',
        'user.deactivated',
        'user.reactivated',
        'user.two_factor_reset',
        'account.activated',
      ]),
    );
  });

  it('refuses roles above the caller (role ceiling) and never grants ROLE_ADMIN', async () => {
    const up = await call(t.app, admin, 'POST', '/api/users/lenderadmin/invite', {
      email: 'boss@acme.example',
      firstName: 'B',
      lastName: 'Oss',
      role: 'ROLE_ADMIN',
    });
    expect(up.statusCode).toBe(403);
    expect(up.json().messages[0].key).toBe('ROLE_CEILING');
    const viewer = await userId(t, 'viewer');
    const list = (await call(t.app, admin, 'GET', '/api/users/lenderadmin?limit=1000')).json();
    const v = list.content.find((u: { id: string }) => u.id === viewer);
    const raise = await call(t.app, admin, 'POST', `/api/users/lenderadmin/update/${viewer}`, {
      ...v,
      role: 'ROLE_ADMIN',
    });
    expect(raise.statusCode).toBe(403);
    expect(
      (await t.db.selectFrom('user_lenders').select('role').where('user_id', '=', viewer).executeTakeFirstOrThrow())
        .role,
    ).toBe('ROLE_VIEWER');
    // A lender admin may grant its own role, and cannot change its own role or deactivate itself.
    const self = await userId(t, 'lender.admin');
    expect((await call(t.app, admin, 'POST', `/api/users/lenderadmin/${self}/deactivate`)).statusCode).toBe(409);
  });

  it('refuses every user-management call on a user of another lender (404) and for non-admins or SSO lenders (403)', async () => {
    const beaconAdmin = await openSession(t.app, 'lender.admin', 'Beacon Bank', { noticesAccepted: true });
    const acmeUser = await userId(t, 'loan.officer');
    const calls: Array<[string, object | undefined]> = [
      [
        `/api/users/lenderadmin/update/${acmeUser}`,
        {
          email: 'loan.officer@acme.example',
          username: 'loan.officer',
          firstName: 'X',
          lastName: 'Y',
          notificationTypes: [],
        },
      ],
      [`/api/users/lenderadmin/${acmeUser}/deactivate`, undefined],
      [`/api/users/lenderadmin/${acmeUser}/reactivate`, undefined],
      [`/api/users/lenderadmin/${acmeUser}/reset-two-factor`, undefined],
    ];
    for (const [url, body] of calls) {
      const res = await call(t.app, beaconAdmin, 'POST', url, body);
      expect(res.statusCode, url).toBe(404);
    }
    const beaconList = (await call(t.app, beaconAdmin, 'GET', '/api/users/lenderadmin?limit=1000')).json();
    expect(beaconList.content.map((u: { id: string }) => u.id)).not.toContain(acmeUser);
    expect(
      (await t.db.selectFrom('users').select('status').where('id', '=', acmeUser).executeTakeFirstOrThrow()).status,
    ).toBe('ACTIVE');

    const officer = await openSession(t.app, 'loan.officer', 'Acme Capital');
    expect((await call(t.app, officer, 'GET', '/api/users/lenderadmin')).statusCode).toBe(403);
    const sso = await openSession(t.app, 'sso.user', 'Delta Federal');
    expect((await call(t.app, sso, 'GET', '/api/users/lenderadmin')).statusCode).toBe(403);
    expect(
      (
        await call(t.app, sso, 'POST', '/api/users/lenderadmin/invite', {
          email: 'x@deltafederal.example',
          firstName: 'X',
          lastName: 'Y',
          role: 'ROLE_VIEWER',
        })
      ).statusCode,
    ).toBe(403);
  });

  it('refuses to deactivate someone who also works for another lender', async () => {
    const beaconAdminUser = await userId(t, 'lender.admin');
    const other = await openSession(t.app, 'ops.admin', 'Acme Capital');
    expect((await call(t.app, other, 'POST', `/api/users/lenderadmin/${beaconAdminUser}/deactivate`)).statusCode).toBe(
      409,
    );
  });
});

describe('Audit Log', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("shows this lender's rows (including its users' sign-ins), filters by user, action and date, pages and exports", async () => {
    const acme = (
      await t.db.selectFrom('lenders').select('id').where('company_name', '=', 'Acme Capital').executeTakeFirstOrThrow()
    ).id;
    const cedar = (
      await t.db.selectFrom('lenders').select('id').where('company_name', '=', 'Cedar Credit').executeTakeFirstOrThrow()
    ).id;
    const officer = await userId(t, 'loan.officer');
    const cedarUser = await userId(t, 'ondemand.user');
    await t.db
      .insertInto('audit_log')
      .values([
        {
          user_id: officer,
          lender_id: null,
          action: 'auth.login_failed',
          ip: '10.0.0.1',
          at: new Date('2026-03-02T15:00:00Z'),
        },
        {
          user_id: officer,
          lender_id: acme,
          action: 'ORDER_PLACED',
          target_type: 'order',
          target_id: 'o-1',
          ip: '10.0.0.1',
          at: new Date('2026-03-03T15:00:00Z'),
        },
        {
          user_id: cedarUser,
          lender_id: cedar,
          action: 'WHITELIST_IP_ADDED',
          ip: '10.0.0.2',
          at: new Date('2026-03-03T15:00:00Z'),
        },
        {
          user_id: cedarUser,
          lender_id: null,
          action: 'auth.login',
          ip: '10.0.0.2',
          at: new Date('2026-03-03T15:00:00Z'),
        },
      ])
      .execute();
    const admin = await openSession(t.app, 'lender.admin', 'Acme Capital');
    const filters = (await call(t.app, admin, 'GET', '/api/audit-log/filters')).json();
    expect(filters.actions).toEqual(
      expect.arrayContaining([
        { key: 'ORDER_PLACED', value: 'Order placed' },
        { key: 'auth.login_failed', value: 'Failed sign-in' },
      ]),
    );
    expect(filters.actions.map((a: { key: string }) => a.key)).not.toContain('WHITELIST_IP_ADDED');
    expect(filters.users.map((u: { key: string }) => u.key)).not.toContain(cedarUser);

    const byUser = (await call(t.app, admin, 'GET', `/api/audit-log?userId=${officer}&size=100`)).json();
    expect(byUser.content.map((r: { action: string }) => r.action).sort()).toEqual([
      'ORDER_PLACED',
      'auth.login_failed',
    ]);
    const byDay = (await call(t.app, admin, 'GET', '/api/audit-log?from=2026-03-03&to=2026-03-03')).json();
    expect(byDay.content.map((r: { action: string }) => r.action)).toEqual(['ORDER_PLACED']);
    const byAction = (await call(t.app, admin, 'GET', '/api/audit-log?action=auth.login_failed')).json();
    expect(byAction.totalElements).toBe(1);
    expect(byAction.content[0]).toMatchObject({
      user: expect.any(String),
      actionLabel: 'Failed sign-in',
      ip: '10.0.0.1',
    });

    const csv = await call(t.app, admin, 'GET', '/api/audit-log/export?action=ORDER_PLACED');
    expect(csv.headers['content-type']).toContain('text/csv');
    const zone = (
      await t.db
        .selectFrom('users')
        .select('time_zone')
        .where('username', '=', 'lender.admin')
        .executeTakeFirstOrThrow()
    ).time_zone;
    expect(csv.body.split('\r\n')[0]).toBe(`\uFEFFWhen (${zone}),User,Action,Action code,Target,Address,Details`);
    expect(csv.body).toContain('Order placed,ORDER_PLACED,order o-1,10.0.0.1');

    const officerSession = await openSession(t.app, 'loan.officer', 'Acme Capital');
    expect((await call(t.app, officerSession, 'GET', '/api/audit-log')).statusCode).toBe(403);
    expect((await call(t.app, admin, 'GET', '/api/audit-log?from=03/03/2026')).statusCode).toBe(400);
  });
});
