import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { submitCredentials } from '../support/demo-users';
import { newestOutboxId, proveMailbox, signInWithEmailCode } from '../support/sign-in';
import { pointDeltaFederalAt } from '../support/sso-setup';
import { startTestIdp } from '../support/test-idp';

const PASSWORD = 'Harbor-Lights-77!';
const NEXT_PASSWORD = 'Lantern-Bay-2031#';
const idpPort = Number(process.env.E2E_PORT ?? 3100) + 2;
type OutboxMessage = { id: number; recipient: string; body: string };

async function readActivationLink(page: Page, recipient: string, since: number): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const messages = (await (await page.request.get('/dev/outbox.json')).json()) as OutboxMessage[];
      const mail = messages.find((m) => m.recipient === recipient && m.id > since);
      link = mail ? /https?:\/\/\S+\/auth\/activate\?token=[\w-]+/.exec(mail.body)?.[0] : undefined;
      return link;
    })
    .toBeTruthy();
  const url = new URL(link as string);
  return url.pathname + url.search;
}

async function signInAsAcmeAdmin(page: Page) {
  await signInWithEmailCode(page, 'lender.admin', 'lender.admin@acme.example');
  await page.getByRole('button', { name: 'Acme Capital' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, Acme Capital' })).toBeVisible();
}

/** The invited person, in a browser of their own: activate, choose e-mail codes, reach the dashboard. */
async function activateInvitedUser(browser: Browser, link: string, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(link);
  await page.getByRole('textbox', { name: 'New Password' }).fill(PASSWORD);
  await page.getByRole('textbox', { name: 'Confirm Password' }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Activate Account' }).click();
  await expect(page.getByText(`Your account ${email} is active.`)).toBeVisible();
  await submitCredentials(page, email, PASSWORD);
  // A new user accepts the portal terms first, then sets up the second factor.
  await expect(page).toHaveURL(/\/auth\/eula$/);
  await page.getByRole('button', { name: 'Accept' }).click();
  await expect(page).toHaveURL(/\/auth\/two-factor$/);
  await proveMailbox(page, email);
  await page.getByRole('combobox', { name: 'Choose Two-Factor Authentication method' }).selectOption('EMAIL_TOTP');
  await page.getByRole('button', { name: 'Save and Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, Acme Capital' })).toBeVisible();
  return page;
}

test('a lender admin invites a user who activates, edits their settings and password; the admin edits and deactivates them; the audit log shows it', async ({
  page,
  browser,
}) => {
  // Two people in two browsers, several pages each: longer than the suite's default minute.
  test.setTimeout(180_000);
  const email = `robin.${Date.now()}@acme.example`;
  await signInAsAcmeAdmin(page);
  await page.goto('/manage-users');
  await expect(page).toHaveTitle('Manage Users | TaxLens Portal');
  await expect(page.getByRole('table', { name: 'Users' })).toContainText('loan.officer');
  await expectNoSeriousA11yViolations(page);

  // Invite: the activation link arrives by mail.
  const since = await newestOutboxId(page);
  await page.getByRole('button', { name: 'Invite User' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'First Name' }).fill('Robin');
  await page.getByRole('textbox', { name: 'Last Name' }).fill('Reyes');
  await page.getByRole('combobox', { name: 'Role' }).selectOption('ROLE_SALES');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${email}.`)).toBeVisible();
  await page.getByRole('textbox', { name: 'Search users' }).fill('Reyes');
  await expect(page.getByRole('row', { name: /Robin Reyes/ })).toContainText('Invited');
  const robin = await activateInvitedUser(browser, await readActivationLink(page, email, since), email);

  // Robin's own settings: names, time zone and a notification choice survive a reload.
  await robin.goto('/settings');
  await expect(robin).toHaveTitle('Settings | TaxLens Portal');
  await expect(robin.getByRole('textbox', { name: 'Username' })).toHaveValue(email);
  // The sessions below the form load as the reader scrolls to them (decision 346).
  await robin.mouse.wheel(0, 5000);
  await expect(robin.getByRole('table', { name: 'Active sessions' })).toContainText('This session');
  await expectNoSeriousA11yViolations(robin);
  await robin.getByRole('textbox', { name: 'First Name' }).fill('Robyn');
  await robin.getByRole('textbox', { name: 'Last Name' }).fill('Reyes-Hart');
  await robin.getByRole('combobox', { name: 'Time Zone' }).selectOption('America/Chicago');
  await robin
    .getByRole('radiogroup', { name: 'Lender Alert Notifications' })
    .getByRole('radio', { name: 'None' })
    .check();
  await robin
    .getByRole('radiogroup', { name: 'Closed Clients Notifications' })
    .getByRole('radio', { name: 'All clients for my organization' })
    .check();
  await robin.getByRole('button', { name: 'Save Settings' }).click();
  const saved = robin.getByRole('dialog', { name: 'Settings Saved' });
  await expect(saved).toContainText('Your settings have been saved.');
  await expectNoSeriousA11yViolations(robin);
  await saved.getByRole('button', { name: 'Okay' }).click();
  await robin.reload();
  await expect(robin.getByRole('textbox', { name: 'First Name' })).toHaveValue('Robyn');
  await expect(robin.getByRole('textbox', { name: 'Last Name' })).toHaveValue('Reyes-Hart');
  await expect(robin.getByRole('combobox', { name: 'Time Zone' })).toHaveValue('America/Chicago');
  await expect(
    robin.getByRole('radiogroup', { name: 'Lender Alert Notifications' }).getByRole('radio', { name: 'None' }),
  ).toBeChecked();
  await expect(
    robin
      .getByRole('radiogroup', { name: 'Closed Clients Notifications' })
      .getByRole('radio', { name: 'All clients for my organization' }),
  ).toBeChecked();

  // The password, with the checklist live; Save waits until the new password passes it.
  const checklist = robin.getByRole('list', { name: 'Password requirements' });
  await robin.getByRole('textbox', { name: 'Current Password' }).fill(PASSWORD);
  await robin.getByRole('textbox', { name: 'New Password' }).fill('lantern');
  await expect(checklist.getByText('(not met yet)')).toHaveCount(5);
  await expect(robin.getByRole('button', { name: 'Save Settings' })).toBeDisabled();
  await robin.getByRole('textbox', { name: 'New Password' }).fill(NEXT_PASSWORD);
  await robin.getByRole('textbox', { name: 'Confirm Password' }).fill(NEXT_PASSWORD);
  await expect(checklist.getByText('(not met yet)')).toHaveCount(0);
  await robin.getByRole('button', { name: 'Save Settings' }).click();
  await saved.getByRole('button', { name: 'Okay' }).click();
  await expect(robin.getByRole('textbox', { name: 'New Password' })).toHaveValue('');

  // The admin edits Robin (role), then deactivates: Robin's open session is refused at once.
  await page.reload();
  await page.getByRole('textbox', { name: 'Search users' }).fill('Reyes');
  await expect(page.getByRole('row', { name: /Robyn Reyes-Hart/ })).toContainText('Active');
  await page.getByRole('button', { name: 'Edit Robyn Reyes-Hart' }).click();
  await page.getByRole('combobox', { name: 'Role' }).selectOption('ROLE_VIEWER');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await page.getByRole('dialog', { name: 'Settings Saved' }).getByRole('button', { name: 'Okay' }).click();
  await expect(page.getByRole('row', { name: /Robyn Reyes-Hart/ })).toContainText('Viewer');
  await page.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Deactivate Robyn Reyes-Hart' }).click();
  await page.getByRole('dialog', { name: 'Deactivate User' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('row', { name: /Robyn Reyes-Hart/ })).toContainText('Inactive');
  expect((await robin.request.get('/api/myaccount/get')).status()).toBe(401);
  await robin.goto('/settings');
  await expect(robin).toHaveURL(/\/auth\/login/);
  await robin.context().close();

  // The audit log lists the actions present, with friendly names.
  await page.goto('/audit-log');
  await expect(page).toHaveTitle('Audit Log | TaxLens Portal');
  const log = page.getByRole('table', { name: 'Audit log' });
  for (const action of ['User deactivated', 'User edited', 'Settings changed', 'Account activated', 'User invited']) {
    await expect(log.getByRole('cell', { name: action, exact: true }).first()).toBeVisible();
  }
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('combobox', { name: 'Action' }).selectOption({ label: 'User deactivated' });
  await expect(log.getByRole('row')).toHaveCount(2);
  await expect(log).toContainText('Robyn Reyes-Hart');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  expect((await download).suggestedFilename()).toBe('audit-log.csv');
});

test("a single-sign-on lender's admin has no Manage Users", async ({ page }) => {
  const idp = await startTestIdp(idpPort, 'sso.user');
  try {
    await pointDeltaFederalAt(idp);
    await page.goto('/auth/login');
    await page.getByRole('link', { name: 'Sign in with single sign-on' }).click();
    await page.getByRole('textbox', { name: 'Company identifier or work e-mail' }).fill('delta-federal');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Sign in as sso.user' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome, Delta Federal' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Account' }).getByRole('button').last().click();
    await expect(page.getByRole('menuitem', { name: 'Account Settings' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Manage Users' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    // The route guard and the server both refuse a direct visit.
    await page.goto('/manage-users');
    await expect(page.getByText('You do not have access to Manage Users.')).toBeVisible();
    const csrf = await page.evaluate(() => window.localStorage.getItem('csrf'));
    const refused = await page.request.get('/api/users/lenderadmin', { headers: { 'X-CSRF-TOKEN': csrf ?? '' } });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { messages: { value: string }[] }).messages[0]?.value).toBe('Access is denied');
    // Settings of an SSO user: no username, no password or two-factor sections.
    await page.goto('/settings');
    await expect(page.getByRole('textbox', { name: 'Email' })).toBeDisabled();
    await expect(page.getByRole('textbox', { name: 'Username' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Password Reset' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Notifications' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  } finally {
    await idp.close();
  }
});
