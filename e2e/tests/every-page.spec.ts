import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { signInWithEmailCode } from '../support/sign-in';

// Every page of both specs as a lender admin of Acme Capital (who may see all of them), each with its
// title, a main heading, and no serious or critical accessibility violation.
const SAMPLE_ID = '00000000-0000-4000-8000-000000000001';
const PAGES: [path: string, title: string][] = [
  ['/', 'Dashboard'],
  ['/settings', 'Settings'],
  ['/contact-us', 'Contact Us'],
  ['/portfolio/clients', 'Clients'],
  ['/portfolio/orders', 'Orders'],
  ['/portfolio/overview', 'Overview'],
  ['/portfolio/incomplete-auth', 'Incomplete Authorizations'],
  ['/portfolio/expiring-forms', 'Expiring Forms'],
  ['/designees', 'Designees'],
  ['/manage-users', 'Manage Users'],
  ['/audit-log', 'Audit Log'],
  [`/place-order/${SAMPLE_ID}`, 'Place Order'],
  [`/place-order/on-demand/${SAMPLE_ID}`, 'Place Order'],
  ['/invoices', 'Invoices'],
  ['/whitelist', 'IP Whitelist'],
  ['/faq', 'FAQs'],
  ['/resources', 'Resources'],
  ['/terms-and-conditions', 'Terms & Conditions'],
  ['/client/create?clientType=corp', 'Create Client'],
  // A client page loads a real client (a missing id goes to the 404 page): filled in below.
  ['/client/:acmeClient', 'Client'],
  ['/client/summary/:acmeClient', 'Client Summary'],
  ['/auth/two-factor', 'Two-Factor Authentication'],
  ['/four-oh-four', 'Page Not Found'],
];

test('every page has its title, a heading and no serious accessibility violation', async ({ page }) => {
  // Two dozen pages, each with an axe run: more than the default minute on a busy machine.
  test.setTimeout(240_000);
  await signInWithEmailCode(page, 'lender.admin', 'lender.admin@acme.example');
  await page.getByRole('button', { name: 'Acme Capital' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, Acme Capital' })).toBeVisible();

  const acmeClient = await page.evaluate(async () => {
    const res = await fetch('/api/typeahead/clients/placeorder?value=a&size=1', { headers: { 'X-CSRF-TOKEN': localStorage.getItem('csrf') ?? '' } });
    return ((await res.json()) as { key: string }[])[0]!.key;
  });
  for (const [template, title] of PAGES) {
    const path = template.replace(':acmeClient', acmeClient);
    await page.goto(path);
    await expect(page, path).toHaveTitle(`${title} | TaxLens Portal`);
    await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  }

  await page.goto('/search?q=acme');
  await expect(page).toHaveTitle('Search results for "acme" | TaxLens Portal');
  await expectNoSeriousA11yViolations(page);
});

test('the signed-out account pages have their title, a heading and no serious accessibility violation', async ({ page }) => {
  for (const [path, title] of [
    ['/auth/login', 'Login'],
    ['/auth/change-password', 'Change Password'],
    ['/auth/reset-password', 'Reset Password'],
    ['/auth/activate', 'Activate Account'],
  ] as const) {
    await page.goto(path);
    await expect(page, path).toHaveTitle(`${title} | TaxLens Portal`);
    await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  }
});

test('legacy paths and #! links reach the current routes', async ({ page }) => {
  await signInWithEmailCode(page, 'loan.officer', 'loan.officer@acme.example');
  await expect(page.getByRole('heading', { name: 'Welcome, Acme Capital' })).toBeVisible();
  await page.goto('/my-reports');
  await expect(page).toHaveURL(/\/portfolio\/orders\?type=pendingorders$/);
  await page.goto('/#!/portfolio/clients');
  await expect(page).toHaveURL(/\/portfolio\/clients$/);
  await page.goto('/id-check');
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  await page.goto('/j_spring_security_logout');
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('a user without two-factor is sent to its setup page, and a viewer cannot open Invoices', async ({ page }) => {
  await page.goto('/auth/login');
  await page.getByRole('textbox', { name: 'Username' }).fill('new.user');
  await page.getByRole('textbox', { name: 'Password' }).fill('TaxLens-demo-2026!');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/auth\/two-factor$/);
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/auth\/two-factor$/);

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signInWithEmailCode(page, 'viewer', 'viewer@acme.example');
  await expect(page.getByRole('heading', { name: 'Welcome, Acme Capital' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Invoices' })).toHaveCount(0);
  await page.goto('/invoices');
  await expect(page).toHaveURL(/localhost:\d+\/$/);
});
