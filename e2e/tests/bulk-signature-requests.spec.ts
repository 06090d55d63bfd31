import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { signInWithEmailCode } from '../support/sign-in';

// Decision 215: a loan officer imports clients with their contacts, sends every
// imported client without a usable 8821 a signature request in one action from the import result,
// and finds the requests in Portfolio → Signature requests.
test.skip(!process.env.E2E_DATABASE_URL, 'PostgreSQL browser pass only');

const run = String(Date.now()).slice(-5);
const ALDER = `Bulk Alder ${run} LLC`;
const BIRCH = `Bulk Birch ${run} LLC`;

test('from an import result, a loan officer sends signature requests in bulk and sees them in the portfolio list', async ({
  page,
}) => {
  await signInWithEmailCode(page, 'loan.officer', 'loan.officer@acme.example');
  // The session is in place once the dashboard shows: only then leave the sign-in.
  await expect(page.getByRole('heading', { name: 'Welcome, Acme Capital' })).toBeVisible();
  await page.goto('/client/import');
  await expect(page.getByRole('heading', { level: 1, name: 'Import Clients' })).toBeVisible();
  const sheet = [
    'Client Type,Legal Name,EIN,Street,City,State,Zip,Phone,Contact Name,Contact Email,Title',
    `LLC,${ALDER},46-${run}71,1 Main St,Columbus,OH,43004,614-555-0100,Ada Alder,ada.${run}@example.test,CFO`,
    `LLC,${BIRCH},46-${run}72,2 Main St,Columbus,OH,43004,614-555-0101,Ben Birch,ben.${run}@example.test,Owner`,
  ].join('\n');
  await page
    .locator('input[type="file"]')
    .first()
    .setInputFiles({ name: 'contacts.csv', mimeType: 'text/csv', buffer: Buffer.from(sheet) });
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByRole('combobox', { name: 'Contact e-mail' })).toHaveValue('9');
  await page.getByRole('button', { name: 'Import 2 clients' }).click();
  await expect(page.getByText('Import finished: 2 created, 0 updated, 0 skipped, 0 failed.')).toBeVisible({
    timeout: 15_000,
  });

  // Neither has an 8821 on file: both are offered; the dialog names who signs and the attesting user.
  await page.getByRole('button', { name: 'Send signature requests (2)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send signature requests' });
  await expect(dialog.getByText('2 clients will be sent a request to sign Form 8821.', { exact: false })).toBeVisible();
  await dialog.getByRole('textbox', { name: /Note to the signers/ }).fill('Please sign by Friday.');
  const send = dialog.getByRole('button', { name: 'Send 2 requests' });
  await expect(send).toBeDisabled();
  await dialog
    .getByRole('checkbox', {
      name: /^I, Marcus Bell, confirm we have an existing business relationship with each of these 2 signers/,
    })
    .check();
  await expectNoSeriousA11yViolations(page);
  await send.click();
  await expect(dialog.getByText('Signature requests sent: 2. Skipped: 0.')).toBeVisible({ timeout: 20_000 });

  await dialog.getByRole('link', { name: 'See them in Signature requests' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Signature requests' })).toBeVisible();
  for (const name of [ALDER, BIRCH]) {
    await expect(
      page
        .getByTestId('signature-request-row')
        .filter({ hasText: name })
        .getByRole('cell', { name: 'Sent', exact: true }),
    ).toBeVisible();
  }

  // From the portfolio on a phone, by keyboard: a client picked in the Clients list is told apart
  // before sending (its request is still open), and Escape closes the dialog.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/portfolio/clients?sort=createdAt,desc');
  await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
  await page.getByRole('checkbox', { name: `Select ${ALDER}` }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('1 client selected')).toBeVisible();
  await page.getByRole('button', { name: 'Send signature requests (1)' }).click();
  const portfolioDialog = page.getByRole('dialog', { name: 'Send signature requests' });
  await expect(portfolioDialog.getByText('None of these clients can be sent a signature request.')).toBeVisible();
  await expect(portfolioDialog.getByRole('listitem').filter({ hasText: ALDER })).toContainText(
    'is still open: resend it from Signature requests instead.',
  );
  await page.keyboard.press('Escape');
  await expect(portfolioDialog).toBeHidden();
});
