import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { resetDemoUser, submitCredentials } from '../support/demo-users';
import { newestOutboxId } from '../support/sign-in';
import { withRestore } from '../support/restore';

const NEW_PASSWORD = 'Harbor-Lights-77!';
type OutboxMessage = { id: number; recipient: string; body: string };

async function readLink(page: Page, recipient: string, since: number, path: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const messages = (await (await page.request.get('/dev/outbox.json')).json()) as OutboxMessage[];
      const mail = messages.find((m) => m.recipient === recipient && m.id > since);
      link = mail ? new RegExp(`https?://[^\\s]+${path}\\?token=[\\w-]+`).exec(mail.body)?.[0] : undefined;
      return link;
    })
    .toBeTruthy();
  return new URL(link as string).pathname + new URL(link as string).search;
}

async function choosePassword(page: Page, password: string) {
  await page.getByRole('textbox', { name: 'New Password' }).fill(password);
  await page.getByRole('textbox', { name: 'Confirm Password' }).fill(password);
}

test('an expired password is changed on the forced screen, with the checklist live, then signs in', async ({
  page,
}) => {
  await resetDemoUser(page, 'expired.user');
  await withRestore(
    async () => {
      await submitCredentials(page, 'expired.user');
      await expect(page).toHaveURL(/\/auth\/change-password$/);
      await expect(page.getByText('Your password has expired. Choose a new password for expired.user.')).toBeVisible();
      const checklist = page.getByRole('list', { name: 'Password requirements' });
      await expect(checklist.getByText('(not met yet)')).toHaveCount(5);
      await page.getByRole('textbox', { name: 'New Password' }).fill('abcdefgh');
      await expect(checklist.getByRole('listitem').filter({ hasText: 'Must be at least 8 characters' })).toContainText(
        '(met)',
      );
      await expect(checklist.getByText('(not met yet)')).toHaveCount(4);
      await expect(page.getByRole('button', { name: 'Change Password' })).toBeDisabled();
      await expectNoSeriousA11yViolations(page);

      // The server refuses a common password even when the checklist is satisfied.
      await choosePassword(page, 'P@ssw0rd');
      await page.getByRole('button', { name: 'Change Password' }).click();
      await expect(page.getByRole('alert')).toContainText('This password is too common');

      await choosePassword(page, NEW_PASSWORD);
      await expect(checklist.getByText('(not met yet)')).toHaveCount(0);
      await page.getByRole('button', { name: 'Change Password' }).click();
      await expect(page.getByText('Your password has been changed.')).toBeVisible();

      await submitCredentials(page, 'expired.user', NEW_PASSWORD);
      await expect(page.getByText('Enter the 6-digit code we sent to your e-mail.')).toBeVisible();
    },
    () => resetDemoUser(page, 'expired.user'),
  );
});

test('forgot username and forgot password from the login screen; the reset link works once', async ({ page }) => {
  await resetDemoUser(page, 'sales.rep');
  await withRestore(
    async () => {
      await page.goto('/auth/login');
      await page.getByRole('button', { name: 'Forgot username?' }).click();
      await page.getByRole('textbox', { name: 'Email' }).fill('sales.rep@acme.example');
      await page.getByRole('button', { name: 'Send Username' }).click();
      await expect(page.getByRole('status')).toContainText('If an account uses that e-mail address');
      await page.getByRole('button', { name: 'Back to Sign In' }).click();

      const since = await newestOutboxId(page);
      await page.getByRole('button', { name: 'Forgot password?' }).click();
      await page.getByRole('textbox', { name: 'Username' }).fill('sales.rep');
      await page.getByRole('button', { name: 'Send Reset Link' }).click();
      await expect(page.getByRole('status')).toContainText('If that username belongs to an active account');
      await expectNoSeriousA11yViolations(page);

      const link = await readLink(page, 'sales.rep@acme.example', since, '/auth/reset-password');
      await page.goto(link);
      await expect(page).toHaveTitle('Reset Password | TaxLens Portal');
      await choosePassword(page, NEW_PASSWORD);
      await page.getByRole('button', { name: 'Reset Password' }).click();
      await expect(page.getByText('The password of sales.rep has been changed.')).toBeVisible();

      // The same link a second time is refused.
      await page.goto(link);
      await choosePassword(page, 'Another-Try-88!');
      await page.getByRole('button', { name: 'Reset Password' }).click();
      await expect(page.getByRole('alert')).toContainText('This link is no longer valid');

      await submitCredentials(page, 'sales.rep', NEW_PASSWORD);
      await expect(page.getByText('Enter the 6-digit code we sent to your e-mail.')).toBeVisible();
    },
    () => resetDemoUser(page, 'sales.rep'),
  );
});

test('an invited user activates the account from the invitation link and is sent to two-factor setup', async ({
  page,
}) => {
  const since = await newestOutboxId(page);
  expect((await page.request.post('/dev/demo-users/invited.user/invite')).status()).toBe(200);
  const link = await readLink(page, 'invited.user@acme.example', since, '/auth/activate');
  await withRestore(
    async () => {
      await page.goto(link);
      await expect(page).toHaveTitle('Activate Account | TaxLens Portal');
      await expect(page.getByText('Welcome, Iris Delgado. Your username is invited.user.')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await choosePassword(page, NEW_PASSWORD);
      await page.getByRole('button', { name: 'Activate Account' }).click();
      await expect(page.getByText('Your account invited.user is active.')).toBeVisible();

      await page.goto(link);
      await expect(page.getByRole('alert')).toContainText('This invitation cannot be used');

      await submitCredentials(page, 'invited.user', NEW_PASSWORD);
      await expect(page).toHaveURL(/\/auth\/two-factor$/);
    },
    () => resetDemoUser(page, 'invited.user'),
  );
});
