import { describe, expect, it } from 'vitest';
import { makeLender, makeUser } from '../../shared/testing/user-factory';
import { buildNavModel, mayUsePath, type NavModel } from './nav-items';

const topLabels = (model: NavModel) => model.main.map((entry) => entry.label);
const menu = (model: NavModel, label: string) =>
  model.main.flatMap((entry) =>
    entry.kind === 'menu' && entry.label === label ? entry.items.map((i) => i.label) : [],
  );
const userMenu = (model: NavModel) => model.userMenu.map((item) => item.label);

describe('buildNavModel', () => {
  it('shows a loan officer ordering, clients and the common items', () => {
    const model = buildNavModel(makeUser());
    expect(topLabels(model)).toEqual(['Place Order', 'Create Client', 'Portfolio', 'Resources', 'Contact Us']);
    expect(menu(model, 'Portfolio')).toEqual([
      'Clients',
      'Orders',
      'Overview',
      'Trends',
      'Signature requests',
      'Incomplete Authorizations',
      'Expiring Forms',
    ]);
    expect(userMenu(model)).toEqual(['Account Settings', 'Alert Rules', 'Logout']);
  });

  it('shows a viewer no ordering and no client creation (decision 170)', () => {
    const model = buildNavModel(makeUser({ userAuthorities: ['ROLE_VIEWER'] }));
    expect(topLabels(model)).toEqual(['Portfolio', 'Resources', 'Contact Us']);
  });

  it('shows invoices to sales and above, not to QC', () => {
    expect(topLabels(buildNavModel(makeUser({ userAuthorities: ['ROLE_SALES'] })))).toContain('Invoices');
    expect(topLabels(buildNavModel(makeUser({ userAuthorities: ['ROLE_QC'] })))).not.toContain('Invoices');
  });

  it('hides the monitored portfolio lists when monitorType is None', () => {
    const model = buildNavModel(makeUser({ selectedLender: makeLender({ monitorType: 'None' }) }));
    expect(menu(model, 'Portfolio')).toEqual(['Clients', 'Orders', 'Overview', 'Trends', 'Signature requests']);
  });

  it('shows Designees with the addclientdesignee capability only', () => {
    const shown = makeUser({ selectedLender: makeLender({ capabilities: { addclientdesignee: 'ACTIVE' } }) });
    expect(userMenu(buildNavModel(shown))).toContain('Designees');
    const hidden = makeUser({ selectedLender: makeLender({ capabilities: { addclientdesignee: 'HIDDEN' } }) });
    expect(userMenu(buildNavModel(hidden))).not.toContain('Designees');
  });

  it('shows Manage Users and IP Whitelist to lender admins of non-SSO lenders, the Audit Log to all lender admins', () => {
    const admin = makeUser({ userAuthorities: ['ROLE_LENDERADMIN'], multipleLenders: true });
    expect(userMenu(buildNavModel(admin))).toEqual([
      'Account Settings',
      'Manage Users',
      'Audit Log',
      'IP Whitelist',
      'Webhooks',
      'API access',
      'Alert Rules',
      'Switch Accounts',
      'Logout',
    ]);
    const ssoAdmin = makeUser({ userAuthorities: ['ROLE_LENDERADMIN'], selectedLender: makeLender({ sso: true }) });
    expect(userMenu(buildNavModel(ssoAdmin))).toEqual([
      'Account Settings',
      'Audit Log',
      'Webhooks',
      'API access',
      'Alert Rules',
      'Logout',
    ]);
  });

  it("shows Operations to the provider's staff only", () => {
    expect(topLabels(buildNavModel(makeUser({ userAuthorities: ['ROLE_ADMIN'] })))).toContain('Operations');
    expect(topLabels(buildNavModel(makeUser({ userAuthorities: ['ROLE_LENDERADMIN'] })))).not.toContain('Operations');
  });
});

describe('mayUsePath', () => {
  it('follows the route guards, parameters and query included', () => {
    const viewer = makeUser({ userAuthorities: ['ROLE_VIEWER'] });
    expect(mayUsePath(viewer, '/client/create?clientType=corp')).toBe(false);
    expect(mayUsePath(viewer, '/place-order/abc')).toBe(false);
    expect(mayUsePath(viewer, '/client/abc')).toBe(true);
  });
});
