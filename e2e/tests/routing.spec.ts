import { expect, test } from '@playwright/test';
import { signInWithEmailCode } from '../support/sign-in';

// Routes and rights as a user meets them: old links, the two-factor gate, menus that follow rights
// and refusals that explain themselves (decision 170). Every page's layout: layout-sweep.

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

test('a user without two-factor is sent to its setup page', async ({ page }) => {
  await page.goto('/auth/login');
  await page.getByRole('textbox', { name: 'Username' }).fill('new.user');
  await page.getByRole('textbox', { name: 'Password' }).fill('TaxLens-demo-2026!');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/auth\/two-factor$/);
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/auth\/two-factor$/);
});

test("a viewer's menus offer no ordering, and a refused page says why instead of moving to the dashboard", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInWithEmailCode(page, 'viewer', 'viewer@acme.example');
  await expect(page.getByRole('heading', { name: 'Welcome, Acme Capital' })).toBeVisible();
  const main = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
  await expect(main.getByRole('button', { name: 'Portfolio' })).toBeVisible();
  for (const name of ['Place Order', 'Create Client', 'Invoices'])
    await expect(main.getByText(name, { exact: true })).toHaveCount(0);

  // The phone's navigation drawer offers the same items.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer.getByRole('button', { name: 'Portfolio' })).toBeVisible();
  for (const name of ['Place Order', 'Create Client', 'Invoices'])
    await expect(drawer.getByText(name, { exact: true })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  await page.goto('/invoices');
  await expect(page).toHaveURL(/\/invoices$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
  await expect(page.getByText('You do not have access to Invoices.')).toBeVisible();
  await page.goto('/client/create?clientType=corp');
  await expect(page.getByText('You do not have access to Create Client.')).toBeVisible();
});
