import { isCapabilityVisible, passesRoleGuard, type User } from '@taxlens/contracts';

export type NavVisibility = {
  invoices: boolean;
  monitoredPortfolio: boolean;
  designees: boolean;
  manageUsers: boolean;
  auditLog: boolean;
  whitelist: boolean;
  webhooks: boolean;
  switchAccounts: boolean;
  operations: boolean;
};

/** Which menu items a user sees (spec 1 §2, §6). A convenience only: the server refuses the rest. */
export function decideNavVisibility(user: User): NavVisibility {
  const lender = user.selectedLender;
  const roles = user.userAuthorities;
  const nonSso = lender !== null && !lender.sso;
  return {
    invoices: passesRoleGuard(roles, ['ROLE_SALES']),
    monitoredPortfolio: lender !== null && lender.monitorType !== 'None',
    designees: isCapabilityVisible(lender?.capabilities, 'addclientdesignee'),
    manageUsers: nonSso && passesRoleGuard(roles, ['ROLE_LENDERADMIN']),
    auditLog: lender !== null && passesRoleGuard(roles, ['ROLE_LENDERADMIN']),
    whitelist: nonSso && passesRoleGuard(roles, ['ROLE_LENDERADMIN']),
    webhooks: lender !== null && passesRoleGuard(roles, ['ROLE_LENDERADMIN']),
    switchAccounts: user.multipleLenders,
    operations: roles.includes('ROLE_ADMIN'),
  };
}
