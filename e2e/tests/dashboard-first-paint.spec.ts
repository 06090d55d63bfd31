import { expect, test } from '@playwright/test';
import { signInAt } from '../support/sign-in';

// In a file of its own so that the PostgreSQL pass (which runs whole files: docs/decisions/223)
// runs this journey without running dashboard.spec.ts's again.
test.skip(!process.env.E2E_DATABASE_URL, 'PostgreSQL browser pass only');

test("on a phone, the dashboard's HTML paints the greeting before any script has run (decision 246)", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAt(page, 'Acme Capital');
  const policyErrors: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) policyErrors.push(message.text());
  });
  // No script of the app arrives: what shows is the HTML, its stylesheets and its one inline script.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Acme Capital' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveAttribute('aria-busy', 'true');
  expect(await page.locator('#root script').count()).toBe(1);
  // Then the app takes over where the HTML left off: the same heading, and the dashboard.
  await page.unroute('**/assets/*.js');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Acme Capital' })).toBeVisible();
  await expect(page.getByTestId('total-liability')).toBeVisible();
  await expect(page.locator('#root script')).toHaveCount(0);
  expect(policyErrors).toEqual([]);
});
