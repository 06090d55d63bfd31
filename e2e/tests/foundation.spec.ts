import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { signInWithEmailCode } from '../support/sign-in';

/** The user menu is the account navigation's button named after the signed-in user. */
const userMenu = (page: Page) => page.getByRole('navigation', { name: 'Account' }).getByRole('button').last();

test('a loan officer signs in with the e-mailed code and lands on the dashboard', async ({ page }) => {
  await page.goto('/auth/login');
  await expect(page).toHaveTitle('Login | TaxLens Portal');
  await expectNoSeriousA11yViolations(page);

  await signInWithEmailCode(page, 'loan.officer', 'loan.officer@acme.example');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Welcome, Acme Capital' })).toBeVisible();
  await expect(page).toHaveTitle('Dashboard | TaxLens Portal');
  // A single-lender user is not offered to switch accounts.
  await userMenu(page).click();
  await expect(page.getByRole('menuitem', { name: 'Switch Accounts' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expectNoSeriousA11yViolations(page);

  // The Place Order box finds a client of this lender and links to its order page.
  const known = await page.evaluate(async () => {
    const res = await fetch('/api/typeahead/clients/placeorder?value=a&size=1', {
      headers: { 'X-CSRF-TOKEN': localStorage.getItem('csrf') ?? '' },
    });
    return ((await res.json()) as { key: string; value: string }[])[0];
  });
  expect(known).toBeDefined();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Place Order' }).click();
  await page.getByRole('searchbox', { name: 'Find a client to order for' }).fill(known!.value);
  const result = page.getByTitle(`${known!.value} Information Page`);
  await expect(result).toBeVisible();
  await result.click();
  await expect(page).toHaveURL(new RegExp(`/place-order/${known!.key}$`));
  await expect(page).toHaveTitle('Place Order | TaxLens Portal');
});

test('a lender admin chooses Beacon Bank, accepts its notice and sees what the role allows', async ({ page }) => {
  await signInWithEmailCode(page, 'lender.admin', 'lender.admin@acme.example');
  await expect(page).toHaveURL(/\/set-lender$/);
  await expect(page.getByRole('heading', { name: 'Please select a lender' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Beacon Bank' }).click();

  await expect(page).toHaveURL(/\/auth\/eula$/);
  await expect(page.getByRole('heading', { name: 'Beacon Bank portal terms update' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Accept' }).click();

  await expect(page.getByRole('heading', { name: 'Welcome, Beacon Bank' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Invoices' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Resources' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Contact Us' })).toBeVisible();

  // Beacon's monitorType is None: no Incomplete Authorizations or Expiring Forms.
  await nav.getByRole('button', { name: 'Portfolio' }).click();
  await expect(page.getByRole('menuitem', { name: 'Clients' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Incomplete Authorizations' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await userMenu(page).click();
  await expect(page.getByRole('menuitem', { name: 'Manage Users' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'IP Whitelist' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Switch Accounts' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Designees' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // Unknown paths show the 404 texts.
  await page.goto('/no/such/page');
  await expect(page.getByText('The page you requested cannot be found.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Take me to the dashboard' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Logout clears the stored keys.
  await page.getByRole('link', { name: 'Take me to the dashboard' }).click();
  await userMenu(page).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  const stored = await page.evaluate(() => ['csrf', 'user', 'goto'].map((k) => localStorage.getItem(k)));
  expect(stored).toEqual([null, null, null]);
  // The session is gone on the server too.
  const me = await page.request.get('/api/myaccount/get');
  expect(me.status()).toBe(401);
});

test('a guarded page asked for while signed out is shown after sign-in', async ({ page }) => {
  await page.goto('/portfolio/orders');
  await expect(page).toHaveURL(/\/auth\/login/);
  await signInWithEmailCode(page, 'sales.rep', 'sales.rep@acme.example');
  await expect(page).toHaveURL(/\/portfolio\/orders$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
