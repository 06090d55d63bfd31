import { type Browser, expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { signInWithEmailCode } from '../support/sign-in';

async function signInLoanOfficer(page: Page) {
  await signInWithEmailCode(page, 'loan.officer', 'loan.officer@acme.example');
  await expect(page.getByRole('heading', { name: 'Welcome, Acme Capital' })).toBeVisible();
}

test('FAQ: search, Esc clears, Enter opens the first result, categories expand', async ({ page }) => {
  await signInLoanOfficer(page);
  await page.goto('/faq');
  await expect(page).toHaveTitle('FAQs | TaxLens Portal');
  await expect(page.getByRole('heading', { level: 1, name: 'How can we help you?' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Rejected forms' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const search = page.getByRole('textbox', { name: 'Search FAQs' });
  const results = page.getByRole('list', { name: 'Search results' });
  await search.fill('signature date');
  await expect(results.getByRole('button', { name: /Signature date missing or illegible/ })).toBeVisible();
  await expect(results).toContainText('Rejected forms');

  // Esc clears the search
  await search.press('Escape');
  await expect(search).toHaveValue('');
  await expect(results).toHaveCount(0);

  // the clear 'x'
  await search.fill('invoices');
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(search).toHaveValue('');

  await search.fill('zzqx nothing');
  await expect(page.getByText('No questions found.')).toBeVisible();

  // Enter jumps to the first result: the search clears and that question opens
  await search.fill('where invoices');
  await expect(results.getByRole('button')).toHaveCount(1);
  await search.press('Enter');
  await expect(search).toHaveValue('');
  const question = page.getByRole('button', { name: 'Where do I find my invoices?' });
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(question).toBeFocused();
  await expect(page.getByText('Export downloads the month')).toBeInViewport();

  // choosing a result with the mouse
  await search.fill('line 4');
  await results.getByRole('button', { name: /How do I fill in Form 8821\?/ }).click();
  await expect(page.getByRole('button', { name: 'How do I fill in Form 8821?' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(page.getByText('leave it unchecked, or the IRS will not record')).toBeVisible();

  // accordions collapse and expand
  const express = page.getByRole('button', { name: 'What does Express delivery mean?' });
  await express.click();
  await expect(express).toHaveAttribute('aria-expanded', 'true');
  await express.click();
  await expect(express).toHaveAttribute('aria-expanded', 'false');

  await page.getByRole('link', { name: 'Still have a question?' }).click();
  await expect(page).toHaveURL(/\/contact-us$/);
});

test('Resources: cards with images, and Download opens a real PDF in a new tab', async ({ page }) => {
  await signInLoanOfficer(page);
  await page.goto('/resources');
  await expect(page.getByRole('heading', { level: 2, name: 'Form 8821 completion guide' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(4);
  await expectNoSeriousA11yViolations(page);

  const download = page.getByRole('link', { name: 'Download Form 8821 completion guide' });
  await expect(download).toHaveAttribute('target', '_blank');
  const [tab] = await Promise.all([page.waitForEvent('popup'), download.click()]);
  await expect.poll(() => tab.url()).toMatch(/\/wp-json\/portal\/v1\/media\/\d+\/taxlens-form-8821-guide\.pdf$/);
  const file = await page.request.get(tab.url());
  expect(file.headers()['content-type']).toBe('application/pdf');
  expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await tab.close();
});

test('Terms & Conditions shows the full agreement', async ({ page }) => {
  await signInLoanOfficer(page);
  await page.goto('/terms-and-conditions');
  await expect(page).toHaveTitle('Terms & Conditions | TaxLens Portal');
  await expect(page.getByRole('heading', { name: '14. Dispute Resolution and Arbitration' })).toBeVisible();
  await expect(page.getByText(/version 1, effective/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('Contact Us: the form sends, the dashboard shows the banner for 10 s, and the case reaches operations', async ({
  page,
}) => {
  await signInLoanOfficer(page);
  // The tile server refuses us (as offline): the page says so in words and keeps the address card.
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort('connectionrefused'));
  await page.goto('/contact-us');
  await expect(page).toHaveTitle('Contact Us | TaxLens Portal');
  const fallback = page.getByRole('note', { name: 'Map' });
  await expect(fallback).toContainText('The map cannot be shown right now.');
  await expect(fallback).toContainText('1200 Market Street, Suite 400');
  await expect(page.locator('.leaflet-container')).toHaveCount(0);
  await expect(page.locator('main address')).toContainText('Philadelphia, PA 19107');
  await expectNoSeriousA11yViolations(page);

  const send = page.getByRole('button', { name: 'Send' });
  await expect(send).toBeDisabled();
  const subject = `Expedite Harbor Freight ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await expect(send).toBeDisabled();
  const reason = page.getByRole('combobox', { name: 'Reason' });
  await expect(reason.getByRole('option')).toHaveText([
    'Choose a reason',
    'Edit Client Information',
    'Expedited Order Request',
    'Help Ordering Report',
    'Invoices',
    'Questions About a Report',
    'Rejected 8821 Question',
    'Report Order Status',
    'User Management',
    'Other',
  ]);
  await reason.selectOption({ label: 'Expedited Order Request' });
  await page.getByRole('textbox', { name: 'Additional Information' }).fill('Closing moved to Friday.');
  await expect(send).toBeEnabled();
  await expect(page.locator('input[type=hidden][name=email]')).toHaveValue('loan.officer@acme.example');
  await send.click();

  await expect(page).toHaveURL(/\/\?message=contact_success$/);
  const banner = page.getByText(
    'Your inquiry has been sent. A member of our Customer Success team will contact you as soon as possible.',
  );
  await expect(banner).toBeVisible();
  await expect(page).toHaveURL(/localhost:\d+\/$/, { timeout: 12_000 });
  await expect(banner).toHaveCount(0);

  // operations staff see the case
  await page.goto('/auth/logout');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await signInWithEmailCode(page, 'ops.admin', 'ops.admin@taxlens.example');
  await expect(page).toHaveURL(/\/set-lender$/);
  await page.goto('/ops/content');
  await expect(page).toHaveTitle('Content | TaxLens Portal');
  await page.getByRole('tab', { name: 'Contact cases' }).click();
  const row = page.getByRole('row', { name: new RegExp(subject) });
  await expect(row).toContainText('Expedited Order Request');
  await expect(row).toContainText('loan.officer@acme.example');
  await expectNoSeriousA11yViolations(page);
});

const NOTICE_TITLE = 'Scheduled maintenance tonight';

async function openNoticesAsOperations(browser: Browser): Promise<Page> {
  const ops = await (await browser.newContext()).newPage();
  await signInWithEmailCode(ops, 'ops.admin', 'ops.admin@taxlens.example');
  await expect(ops).toHaveURL(/\/set-lender$/);
  await ops.goto('/ops/content');
  await ops.getByRole('tab', { name: 'Global notices' }).click();
  return ops;
}

async function deleteNotice(ops: Page): Promise<void> {
  ops.once('dialog', (dialog) => void dialog.accept());
  await ops.getByRole('button', { name: `Delete ${NOTICE_TITLE}` }).click();
  await expect(ops.getByRole('cell', { name: NOTICE_TITLE, exact: true })).toHaveCount(0);
}

// Every lender sees a published notice: when the journey below fails half-way, take its notice down
// so the journeys after it do not meet a banner they did not expect.
test.afterEach(async ({ browser, request }, testInfo) => {
  if (testInfo.status === testInfo.expectedStatus) return;
  const active = await request.get('/wp-json/portal-messaging/active');
  const notices = active.ok() ? ((await active.json()) as { title?: string }[]) : [];
  if (!notices.some((n) => n.title === NOTICE_TITLE)) return;
  await deleteNotice(await openNoticesAsOperations(browser));
});

test('a global notice published by operations shows as a banner; hidden, it stays hidden after reload', async ({
  page,
  browser,
}) => {
  const ops = await openNoticesAsOperations(browser);
  await ops.getByRole('button', { name: 'New notice' }).click();
  await ops.getByRole('textbox', { name: 'Title' }).fill(NOTICE_TITLE);
  await ops
    .getByRole('textbox', { name: 'Text (Markdown)' })
    .fill(
      'The portal is unavailable **Saturday 10 PM to 2 AM ET**. See [the status page](https://status.example.com/taxlens) or [Resources](/resources).',
    );
  await ops.getByRole('button', { name: 'Save notice' }).click();
  await expect(ops.getByRole('cell', { name: 'Scheduled maintenance tonight', exact: true })).toBeVisible();

  await signInLoanOfficer(page);
  const notices = page.getByRole('region', { name: 'Notices' });
  await expect(notices.getByText('Scheduled maintenance tonight')).toBeVisible();
  await expect(notices.getByText('The portal is unavailable Saturday 10 PM to 2 AM ET.')).toBeVisible();
  // Its links are kept (decision 160), opened safely: another site in a new tab, the portal's own pages in place.
  const external = notices.getByRole('link', { name: 'the status page' });
  await expect(external).toHaveAttribute('href', 'https://status.example.com/taxlens');
  await expect(external).toHaveAttribute('target', '_blank');
  await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  const inside = notices.getByRole('link', { name: 'Resources' });
  await expect(inside).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(inside).not.toHaveAttribute('target', /./);
  await expectNoSeriousA11yViolations(page);
  await inside.click();
  await expect(page).toHaveURL(/\/resources$/);
  await notices.getByRole('button', { name: 'Hide notice: Scheduled maintenance tonight' }).click();
  await expect(page.getByText('Scheduled maintenance tonight')).toHaveCount(0);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Welcome, Acme Capital' })).toBeVisible();
  await expect(page.getByText('Scheduled maintenance tonight')).toHaveCount(0);

  // Operations take it down, so the journeys after this one see no banner.
  await deleteNotice(ops);
});
