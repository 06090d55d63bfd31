import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { signInWithEmailCode } from '../support/sign-in';

// Publishing terms asks every user to accept them: this journey runs on its own server
// (project "terms" in playwright.config.ts) so the other journeys' sign-ins stay as they are.

test('operations publish a new terms version and an FAQ answer; a lender accepts the terms at the next sign-in', async ({
  page,
}) => {
  await signInWithEmailCode(page, 'ops.admin', 'ops.admin@taxlens.example');
  await expect(page).toHaveURL(/\/set-lender$/);
  await page.goto('/ops/content');

  // a new FAQ answer, written in Markdown with a script that must never reach a lender
  await page.getByRole('button', { name: 'New question' }).click();
  await page.getByRole('textbox', { name: 'Title' }).fill('Can we pay invoices by ACH?');
  await page.getByRole('combobox', { name: 'Categories' }).click();
  await page.getByRole('option', { name: 'Billing' }).click();
  await page.keyboard.press('Escape');
  await page
    .getByRole('textbox', { name: 'Answer (Markdown)' })
    .fill(
      'Yes: **ACH** or wire.<script>window.hacked = true</script><img src="/x.png" onerror="window.hacked = true">',
    );
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('cell', { name: 'Can we pay invoices by ACH?', exact: true })).toBeVisible();

  await page.getByRole('tab', { name: 'Terms & Conditions' }).click();
  await expect(page.getByRole('row', { name: /^1 / })).toBeVisible();
  await page.getByRole('textbox', { name: /What changed/ }).fill('Invoices are now sent by e-mail (section 4).');
  await page
    .getByRole('textbox', { name: 'Full text (Markdown)' })
    .fill('## 4. Fees\n\nInvoices are sent by e-mail and are due within 30 days.');
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Publish version' }).click();
  await expect(page.getByText('Version 2 is published.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.goto('/auth/logout');
  await expect(page).toHaveURL(/\/auth\/login$/);

  await signInWithEmailCode(page, 'loan.officer', 'loan.officer@acme.example');
  await expect(page).toHaveURL(/\/auth\/eula$/);
  await expect(page.getByRole('heading', { name: 'TaxLens Portal Terms & Conditions (version 2)' })).toBeVisible();
  await expect(page.getByText('Invoices are now sent by e-mail (section 4).')).toBeVisible();
  await page.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, Acme Capital' })).toBeVisible();

  await page.goto('/faq');
  await page.getByRole('textbox', { name: 'Search FAQs' }).fill('pay invoices by ACH');
  await page.getByRole('textbox', { name: 'Search FAQs' }).press('Enter');
  await expect(page.getByRole('button', { name: 'Can we pay invoices by ACH?' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(page.locator('strong', { hasText: 'ACH' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { hacked?: boolean }).hacked)).toBeUndefined();
  expect(await page.locator('main script, main [onerror]').count()).toBe(0);

  await page.goto('/terms-and-conditions');
  await expect(page.getByText(/version 2, effective/)).toBeVisible();
  await expect(page.getByRole('heading', { name: '4. Fees' })).toBeVisible();

  // accepted once: the next sign-in goes straight to the dashboard
  await page.goto('/auth/logout');
  await signInWithEmailCode(page, 'loan.officer', 'loan.officer@acme.example');
  await expect(page.getByRole('heading', { name: 'Welcome, Acme Capital' })).toBeVisible();
});
