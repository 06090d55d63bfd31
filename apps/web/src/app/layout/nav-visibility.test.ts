import { describe, expect, it } from 'vitest';
import { makeLender, makeUser } from '../../shared/testing/user-factory';
import { decideNavVisibility } from './nav-visibility';

describe('decideNavVisibility', () => {
  it('shows a plain lender user only the common items', () => {
    expect(decideNavVisibility(makeUser())).toEqual({
      invoices: false,
      monitoredPortfolio: true,
      designees: false,
      manageUsers: false,
      auditLog: false,
      whitelist: false,
      webhooks: false,
      switchAccounts: false,
      operations: false,
    });
  });

  it('shows invoices to sales and above', () => {
    expect(decideNavVisibility(makeUser({ userAuthorities: ['ROLE_SALES'] })).invoices).toBe(true);
    expect(decideNavVisibility(makeUser({ userAuthorities: ['ROLE_LENDERADMIN'] })).invoices).toBe(true);
    expect(decideNavVisibility(makeUser({ userAuthorities: ['ROLE_ADMIN'] })).invoices).toBe(true);
    expect(decideNavVisibility(makeUser({ userAuthorities: ['ROLE_QC'] })).invoices).toBe(false);
  });

  it('hides the monitored portfolio lists when monitorType is None', () => {
    const user = makeUser({ selectedLender: makeLender({ monitorType: 'None' }) });
    expect(decideNavVisibility(user).monitoredPortfolio).toBe(false);
  });

  it('shows Designees with the addclientdesignee capability', () => {
    const user = makeUser({ selectedLender: makeLender({ capabilities: { addclientdesignee: 'ACTIVE' } }) });
    expect(decideNavVisibility(user).designees).toBe(true);
    const hidden = makeUser({ selectedLender: makeLender({ capabilities: { addclientdesignee: 'HIDDEN' } }) });
    expect(decideNavVisibility(hidden).designees).toBe(false);
  });

  it('shows Manage Users and IP Whitelist to lender admins of non-SSO lenders', () => {
    const admin = makeUser({ userAuthorities: ['ROLE_LENDERADMIN'] });
    expect(decideNavVisibility(admin)).toMatchObject({ manageUsers: true, auditLog: true, whitelist: true, webhooks: true });
    const ssoAdmin = makeUser({ userAuthorities: ['ROLE_LENDERADMIN'], selectedLender: makeLender({ sso: true }) });
    expect(decideNavVisibility(ssoAdmin)).toMatchObject({ manageUsers: false, auditLog: true, whitelist: false, webhooks: true });
  });

  it('shows Switch Accounts only with several lenders', () => {
    expect(decideNavVisibility(makeUser({ multipleLenders: true })).switchAccounts).toBe(true);
  });

  it("shows Operations to the provider's staff only", () => {
    expect(decideNavVisibility(makeUser({ userAuthorities: ['ROLE_ADMIN'] })).operations).toBe(true);
    expect(decideNavVisibility(makeUser({ userAuthorities: ['ROLE_LENDERADMIN'] })).operations).toBe(false);
  });
});
