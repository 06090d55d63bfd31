import { describe, expect, it } from 'vitest';
import { NO_GUARDS, SIGNED_IN, STANDARD } from '../guards/guard-rules';
import { ROUTES } from './route-table';

// Both specs' route tables (spec 1 §2, spec 2 §2) with the titles this app gives them.
const EXPECTED: [string, string][] = [
  ['/', 'Dashboard'],
  ['/auth/login', 'Login'],
  ['/auth/logout', 'Logout'],
  ['/auth/eula', 'Terms Acceptance'],
  ['/auth/change-password', 'Change Password'],
  ['/auth/two-factor', 'Two-Factor Authentication'],
  ['/auth/sso-logout', 'Logout'],
  // Not in the spec's table: where the server returns the browser after single sign-on.
  ['/auth/sso-complete', 'Login'],
  ['/set-lender', 'Select Lender'],
  ['/settings', 'Settings'],
  // Not in the spec's table: the borrower's signing page (decision 196).
  ['/sign/:token', 'Sign Form 8821'],
  ['/contact-us', 'Contact Us'],
  ['/portfolio/clients', 'Clients'],
  ['/portfolio/orders', 'Orders'],
  ['/portfolio/overview', 'Overview'],
  ['/portfolio/trends', 'Trends'],
  // Added by decision 208: the lender's signature requests.
  ['/portfolio/signature-requests', 'Signature requests'],
  ['/portfolio/incomplete-auth', 'Incomplete Authorizations'],
  ['/portfolio/expiring-forms', 'Expiring Forms'],
  ['/designees', 'Designees'],
  ['/manage-users', 'Manage Users'],
  ['/place-order/:clientId', 'Place Order'],
  ['/place-order/on-demand/:clientId', 'Place Order'],
  ['/search', 'Search Results'],
  ['/invoices', 'Invoices'],
  ['/whitelist', 'IP Whitelist'],
  ['/webhooks', 'Webhooks'],
  ['/api-access', 'API access'],
  ['/settings/alert-rules', 'Alert Rules'],
  ['/faq', 'FAQs'],
  ['/resources', 'Resources'],
  ['/accessibility', 'Accessibility'],
  ['/terms-and-conditions', 'Terms & Conditions'],
  ['/news/:postId', 'News'],
  ['/ops/content', 'Content'],
  ['/ops', 'Work Queue'],
  ['/ops/reports/:reportId', 'Report'],
  // Added by decision 214: operations' identity reviews of remote-proof signature requests.
  ['/ops/identity-reviews', 'Identity Reviews'],
  ['/ops/identity-reviews/:requestId', 'Identity Review'],
  // Added by decision 283: the transcript mailbox.
  ['/ops/transcripts/mailbox', 'Transcript Mailbox'],
  // Added by decision 287: rejections the form check had not raised.
  ['/ops/missed-rejections', 'Missed Rejections'],
  ['/ops/lenders', 'Lenders'],
  ['/ops/lenders/:lenderId', 'Lender'],
  ['/ops/lenders/:lenderId/billing', 'Lender Billing'],
  ['/client/create', 'Create Client'],
  ['/client/:clientId', 'Client'],
  ['/client/summary/:clientId', 'Client Summary'],
  // Added by decision 177: the bulk client import.
  ['/client/import', 'Import Clients'],
  ['/client/import/:importId', 'Import Clients'],
  // Added by decision 013: the pages the reset and invitation mails link to.
  ['/auth/reset-password', 'Reset Password'],
  ['/auth/activate', 'Activate Account'],
  // Added by decision 072: the lender admin's Audit Log.
  ['/audit-log', 'Audit Log'],
  // Added by decision 166: one completed report as its own printable page.
  ['/reports/:reportId', 'Report'],
];

const byPath = (path: string) => ROUTES.find((r) => r.path === path);

describe('route table', () => {
  it('registers every route of both specs with its title, once', () => {
    expect(ROUTES.map((r) => [r.path, r.title]).sort()).toEqual([...EXPECTED].sort());
  });

  it('guards routes as the specs say', () => {
    expect(byPath('/set-lender')?.access).toEqual(SIGNED_IN);
    expect(byPath('/contact-us')?.access).toEqual(NO_GUARDS);
    expect(byPath('/auth/login')?.access).toEqual(NO_GUARDS);
    expect(byPath('/')?.access).toEqual(STANDARD);
    expect(byPath('/portfolio/incomplete-auth')?.access).toMatchObject({ monitored: true });
    expect(byPath('/portfolio/expiring-forms')?.access).toMatchObject({ monitored: true });
    expect(byPath('/designees')?.access).toMatchObject({ capability: 'addclientdesignee' });
    expect(byPath('/manage-users')?.access).toMatchObject({ roles: ['ROLE_LENDERADMIN'], nonSso: true });
    expect(byPath('/whitelist')?.access).toMatchObject({ roles: ['ROLE_LENDERADMIN'], nonSso: true });
    expect(byPath('/invoices')?.access).toMatchObject({ roles: ['ROLE_LENDERADMIN', 'ROLE_SALES', 'ROLE_ADMIN'] });
    // The two-factor guard must not guard the page it redirects to.
    expect(byPath('/auth/two-factor')?.access.twoFactor).toBeFalsy();
    expect(byPath('/auth/eula')?.access.eula).toBeFalsy();
  });

  it("gives the search page its 'Search results for' title", () => {
    const search = byPath('/search');
    expect(search?.customTitle?.(new URLSearchParams('q=acme'), 'TaxLens')).toBe(
      'Search results for "acme" | TaxLens Portal',
    );
  });

  it('loads a page component for every route', async () => {
    for (const route of ROUTES) {
      expect(typeof (await route.load()), route.path).toBe('function');
    }
  }, 30_000);
});
