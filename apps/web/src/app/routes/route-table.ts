import { CLIENT_WRITERS, INVOICE_ROLES, ORDERING_ROLES } from '@taxlens/contracts';
import type { ComponentType } from 'react';
import type { LoaderFunction } from 'react-router';
import { NO_GUARDS, SIGNED_IN, STANDARD, type RouteAccess } from '../guards/guard-rules';
import { buildSearchTitle } from '../navigation/page-title';
import * as area from './area-pages';

export type RouteDef = {
  path: string;
  title: string;
  access: RouteAccess;
  load: () => Promise<ComponentType>;
  /** A route that acts before rendering (logout); only for routes without guards. */
  loadLoader?: () => Promise<LoaderFunction>;
  customTitle?: (search: URLSearchParams, productName: string) => string | undefined;
};

// Operations staff (ROLE_ADMIN) need no lender of their own.
// Role lists come from the contracts, as the server's routes use them: menus follow (decision 170).
const ORDERING: RouteAccess = { ...STANDARD, roles: ORDERING_ROLES };
const OPS: RouteAccess = { signIn: true, twoFactor: true, roles: ['ROLE_ADMIN'] };

const route = (
  path: string,
  title: string,
  access: RouteAccess,
  load: RouteDef['load'],
  extra: Partial<RouteDef> = {},
): RouteDef => ({
  path,
  title,
  access,
  load,
  ...extra,
});

/** Every route of both specs' route tables (spec 1 §2, spec 2 §2) with its title and guards. */
export const ROUTES: RouteDef[] = [
  route('/', 'Dashboard', STANDARD, () => area.loadDashboardPages().then((m) => m.DashboardPage)),

  route('/auth/login', 'Login', NO_GUARDS, () => area.loadAuthPages().then((m) => m.LoginPage)),
  route('/auth/logout', 'Logout', NO_GUARDS, () => area.loadAuthPages().then((m) => m.LogoutPage), {
    loadLoader: () => area.loadAuthPages().then((m) => m.logoutLoader),
  }),
  route('/auth/sso-logout', 'Logout', NO_GUARDS, () => area.loadAuthPages().then((m) => m.SsoLogoutPage)),
  route('/auth/sso-complete', 'Login', NO_GUARDS, () => area.loadAuthPages().then((m) => m.SsoCompletePage)),
  route('/auth/eula', 'Terms Acceptance', SIGNED_IN, () => area.loadAuthPages().then((m) => m.EulaPage)),
  route('/set-lender', 'Select Lender', SIGNED_IN, () => area.loadAuthPages().then((m) => m.SelectLenderPage)),

  route('/auth/change-password', 'Change Password', NO_GUARDS, () =>
    area.loadAccountPages().then((m) => m.ChangePasswordPage),
  ),
  // Not in the spec's route table: the pages the reset and invitation mails link to (decision 013).
  route('/auth/reset-password', 'Reset Password', NO_GUARDS, () =>
    area.loadAccountPages().then((m) => m.ResetPasswordPage),
  ),
  route('/auth/activate', 'Activate Account', NO_GUARDS, () =>
    area.loadAccountPages().then((m) => m.ActivateAccountPage),
  ),
  route('/auth/two-factor', 'Two-Factor Authentication', { signIn: true, lender: true, eula: true }, () =>
    area.loadAccountPages().then((m) => m.TwoFactorPage),
  ),
  route('/settings', 'Settings', STANDARD, () => area.loadAccountPages().then((m) => m.SettingsPage)),
  // Alert rules (decision 203): every user of the lender reads them; lender admins edit them (the page says so).
  route('/settings/alert-rules', 'Alert Rules', STANDARD, () =>
    area.loadAlertRulePages().then((m) => m.AlertRulesPage),
  ),

  // The borrower's signing page: no account, the link token is the way in (decision 196).
  route('/sign/:token', 'Sign Form 8821', NO_GUARDS, () => area.loadEsignPages().then((m) => m.SignPage)),

  route('/contact-us', 'Contact Us', NO_GUARDS, () => area.loadContactPages().then((m) => m.ContactPage)),

  route('/portfolio/clients', 'Clients', STANDARD, () => area.loadPortfolioPages().then((m) => m.PortfolioClientsPage)),
  route('/portfolio/orders', 'Orders', STANDARD, () => area.loadPortfolioPages().then((m) => m.PortfolioOrdersPage)),
  route('/portfolio/overview', 'Overview', STANDARD, () =>
    area.loadPortfolioPages().then((m) => m.PortfolioOverviewPage),
  ),
  // Trends (decision 200): the portfolio month by month.
  route('/portfolio/trends', 'Trends', STANDARD, () => area.loadTrendsPages().then((m) => m.TrendsPage)),
  // Every signature request of the lender (decision 208).
  route('/portfolio/signature-requests', 'Signature requests', STANDARD, () =>
    area.loadEsignPages().then((m) => m.SignatureRequestsPage),
  ),
  route('/portfolio/incomplete-auth', 'Incomplete Authorizations', { ...STANDARD, monitored: true }, () =>
    area.loadPortfolioPages().then((m) => m.IncompleteAuthPage),
  ),
  route('/portfolio/expiring-forms', 'Expiring Forms', { ...STANDARD, monitored: true }, () =>
    area.loadPortfolioPages().then((m) => m.ExpiringFormsPage),
  ),

  route('/designees', 'Designees', { ...STANDARD, capability: 'addclientdesignee' }, () =>
    area.loadUsersPages().then((m) => m.DesigneesPage),
  ),
  route('/manage-users', 'Manage Users', { ...STANDARD, roles: ['ROLE_LENDERADMIN'], nonSso: true }, () =>
    area.loadUsersPages().then((m) => m.ManageUsersPage),
  ),

  // Not in the spec's route table: the lender admin's Audit Log (decision 072).
  route('/audit-log', 'Audit Log', { ...STANDARD, roles: ['ROLE_LENDERADMIN'] }, () =>
    area.loadUsersPages().then((m) => m.AuditLogPage),
  ),

  route('/place-order/on-demand/:clientId', 'Place Order', ORDERING, () =>
    area.loadOrdersPages().then((m) => m.OnDemandOrderPage),
  ),
  route('/place-order/:clientId', 'Place Order', ORDERING, () => area.loadOrdersPages().then((m) => m.PlaceOrderPage)),

  route('/search', 'Search Results', STANDARD, () => area.loadSearchPages().then((m) => m.SearchPage), {
    customTitle: buildSearchTitle,
  }),

  route('/invoices', 'Invoices', { ...STANDARD, roles: INVOICE_ROLES }, () =>
    area.loadInvoicesPages().then((m) => m.InvoicesPage),
  ),
  route('/whitelist', 'IP Whitelist', { ...STANDARD, roles: ['ROLE_LENDERADMIN'], nonSso: true }, () =>
    area.loadWhitelistPages().then((m) => m.WhitelistPage),
  ),
  route('/webhooks', 'Webhooks', { ...STANDARD, roles: ['ROLE_LENDERADMIN'] }, () =>
    area.loadWebhookPages().then((m) => m.WebhooksPage),
  ),
  route('/api-access', 'API access', { ...STANDARD, roles: ['ROLE_LENDERADMIN'] }, () =>
    area.loadApiKeyPages().then((m) => m.ApiAccessPage),
  ),

  route('/faq', 'FAQs', STANDARD, () => area.loadContentPages().then((m) => m.FaqPage)),
  route('/resources', 'Resources', STANDARD, () => area.loadContentPages().then((m) => m.ResourcesPage)),
  // Not in the spec's route table: the accessibility statement, for everyone (decision 174).
  route('/accessibility', 'Accessibility', NO_GUARDS, () => area.loadContentPages().then((m) => m.AccessibilityPage)),
  route('/terms-and-conditions', 'Terms & Conditions', STANDARD, () =>
    area.loadContentPages().then((m) => m.TermsPage),
  ),
  route('/news/:postId', 'News', STANDARD, () => area.loadContentPages().then((m) => m.NewsPage)),
  // Operations staff (ROLE_ADMIN, no lender of their own): content editing and contact cases.
  route('/ops/content', 'Content', { signIn: true, twoFactor: true, roles: ['ROLE_ADMIN'] }, () =>
    area.loadOpsPages().then((m) => m.ContentAdminPage),
  ),
  route('/ops', 'Work Queue', OPS, () => area.loadOpsPages().then((m) => m.OpsQueuePage)),
  route('/ops/reports/:reportId', 'Report', OPS, () => area.loadOpsPages().then((m) => m.OpsReportPage)),
  route('/ops/identity-reviews', 'Identity Reviews', OPS, () =>
    area.loadOpsPages().then((m) => m.OpsIdentityReviewsPage),
  ),
  route('/ops/identity-reviews/:requestId', 'Identity Review', OPS, () =>
    area.loadOpsPages().then((m) => m.OpsIdentityReviewPage),
  ),
  // Decision 283: the IRS mailbox ZIP filed under the open reports it matches, and what was not.
  route('/ops/transcripts/mailbox', 'Transcript Mailbox', OPS, () =>
    area.loadOpsPages().then((m) => m.TranscriptMailboxPage),
  ),
  route('/ops/missed-rejections', 'Missed Rejections', OPS, () =>
    area.loadOpsPages().then((m) => m.OpsMissedRejectionsPage),
  ),
  route('/ops/lenders', 'Lenders', OPS, () => area.loadOpsPages().then((m) => m.OpsLendersPage)),
  route('/ops/lenders/:lenderId', 'Lender', OPS, () => area.loadOpsPages().then((m) => m.OpsLenderPage)),
  route('/ops/lenders/:lenderId/billing', 'Lender Billing', OPS, () =>
    area.loadOpsPages().then((m) => m.LenderBillingPage),
  ),

  route('/client/create', 'Create Client', { ...STANDARD, roles: CLIENT_WRITERS }, () =>
    area.loadClientsPages().then((m) => m.CreateClientPage),
  ),
  route('/client/import', 'Import Clients', { ...STANDARD, roles: CLIENT_WRITERS }, () =>
    area.loadImportsPages().then((m) => m.ImportClientsPage),
  ),
  route('/client/import/:importId', 'Import Clients', { ...STANDARD, roles: CLIENT_WRITERS }, () =>
    area.loadImportsPages().then((m) => m.ImportClientsPage),
  ),
  route('/client/summary/:clientId', 'Client Summary', STANDARD, () =>
    area.loadClientsPages().then((m) => m.ClientSummaryPage),
  ),
  route('/client/:clientId', 'Client', STANDARD, () => area.loadClientsPages().then((m) => m.ClientPage)),
  route('/reports/:reportId', 'Report', STANDARD, () => area.loadReportsPages().then((m) => m.ReportPage)),
];

export const NOT_FOUND_PATH = '/four-oh-four';
export const NOT_FOUND_TITLE = 'Page Not Found';
