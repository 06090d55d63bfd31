import { expect, test } from '@playwright/test';
import { signInWithEmailCode } from '../support/sign-in';

// Runs against the second server, whose idle period is 4 s with a 5 s countdown.
test('an idle user is warned with a countdown, activity resumes, and the countdown signs out', async ({ page }) => {
  await signInWithEmailCode(page, 'loan.officer', 'loan.officer@acme.example');
  await expect(page.getByRole('heading', { name: 'Welcome, Acme Capital' })).toBeVisible();

  const warning = page.getByRole('alert').filter({ hasText: 'Warning you are idle.' });
  await expect(warning).toHaveText(/^Warning you are idle\. Your session will expire in [1-5] seconds\.$/, {
    timeout: 8000,
  });
  await expect(page).toHaveTitle(/\d+ seconds/);

  // Activity resumes the session.
  await page.mouse.move(200, 200);
  await page.mouse.move(240, 260);
  await expect(warning).toHaveCount(0);
  await expect(page).toHaveTitle('Dashboard | TaxLens Portal');

  // Left alone again, the countdown runs out and the user is signed out on both sides.
  await expect(page).toHaveURL(/\/auth\/login$/, { timeout: 20_000 });
  expect(await page.evaluate(() => localStorage.getItem('csrf'))).toBeNull();
  expect((await page.request.get('/api/myaccount/get')).status()).toBe(401);
});
