import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './sign-in';

/** Puts a demo user's sign-in back to its seeded state (demo-mode-only /dev call), so journeys stay independent. */
export async function resetDemoUser(page: Page, username: string): Promise<void> {
  const res = await page.request.post(`/dev/demo-users/${username}/reset`);
  expect(res.status()).toBe(200);
}

/** Types username and password on the login screen and presses Sign In. */
export async function submitCredentials(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/auth/login');
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

export async function signOut(page: Page): Promise<void> {
  await page.goto('/auth/logout');
  await expect(page).toHaveURL(/\/auth\/login/);
}
