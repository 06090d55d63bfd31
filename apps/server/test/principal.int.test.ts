import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPrincipal } from '../src/platform/principal.js';
import { createTestApp, lenderIdByName, openSession, type TestApp } from './support/test-app.js';

const tokenOf = (cookie: string) => cookie.split('=')[1] as string;

describe('the caller behind a session', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("carries the role held at the selected lender and that lender's capabilities", async () => {
    const s = await openSession(t.app, 'lender.admin', 'Acme Capital');
    const p = await loadPrincipal(t.db, tokenOf(s.cookie), new Date());
    expect(p?.roles).toEqual(['ROLE_LENDERADMIN']);
    expect(p?.lender).toMatchObject({ monitorType: 'MONTHLY', sso: false });
    expect(p?.lender?.capabilities).toMatchObject({
      viewkeyinsights: 'ACTIVE',
      showportfoliorisk: 'ACTIVE',
      addclientdesignee: 'ACTIVE',
    });
    expect(p?.csrfToken).toBe(s.csrf);
  });

  it('lets the provider admin into any lender, and drops a lender whose membership was removed', async () => {
    const admin = await openSession(t.app, 'ops.admin', 'Beacon Bank');
    expect((await loadPrincipal(t.db, tokenOf(admin.cookie), new Date()))?.roles).toEqual(['ROLE_ADMIN']);

    const s = await openSession(t.app, 'viewer', 'Acme Capital');
    const viewer = await t.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'viewer')
      .executeTakeFirstOrThrow();
    await t.db
      .deleteFrom('user_lenders')
      .where('user_id', '=', viewer.id)
      .where('lender_id', '=', await lenderIdByName(t.db, 'Acme Capital'))
      .execute();
    const p = await loadPrincipal(t.db, tokenOf(s.cookie), new Date());
    expect(p?.lender).toBeNull();
    expect(p?.roles).toEqual([]);
  });

  it('finds nobody for an expired session or an inactive user', async () => {
    const s = await openSession(t.app, 'sales.rep', 'Acme Capital');
    expect(await loadPrincipal(t.db, tokenOf(s.cookie), new Date(Date.now() + 3600_000))).toBeNull();
    await t.db.updateTable('users').set({ status: 'INACTIVE' }).where('username', '=', 'sales.rep').execute();
    expect(await loadPrincipal(t.db, tokenOf(s.cookie), new Date())).toBeNull();
  });
});
