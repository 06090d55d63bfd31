import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { renderPdf } from '../../packages/transcripts/scripts/render-pdf';
import { createLlcClient } from '../support/clients';
import { ordersOfClient, placeNextDayOrder } from '../support/orders';
import { signInWithEmailCode } from '../support/sign-in';

// Decision 272: operations upload a client's transcripts (one PDF of several modules, rendered as the library's
// tests render them), read the evidence, confirm a module needing review, correct a fact with a reason and
// complete the report from the transcripts. The client matches the corpus's taxpayer (EIN ending 9876, "EXAM FABR").

const run = String(Date.now()).slice(-3);
const name = `Exam Fabrication Co ${run}`;
const CORPUS = join(import.meta.dirname, '../../packages/transcripts/corpus/text');

const createClient = (page: Page) => createLlcClient(page, { name, ein: `31-${run}9876` });

test('operations complete a report from an uploaded multi-module transcript PDF', async ({ page, browser }) => {
  test.skip(!process.env.E2E_DATABASE_URL, 'PostgreSQL browser pass only');
  test.setTimeout(240_000);
  await signInWithEmailCode(page, 'loan.officer', 'loan.officer@acme.example');
  await expect(page.getByRole('heading', { name: 'Welcome, Acme Capital' })).toBeVisible();
  const clientId = await createClient(page);
  await placeNextDayOrder(page, clientId, name);
  await expect.poll(async () => (await ordersOfClient(page, clientId))[0]?.reportId ?? null).not.toBeNull();
  const reportId = (await ordersOfClient(page, clientId))[0]!.reportId!;

  const ops = await (await browser.newContext({ reducedMotion: 'reduce' })).newPage();
  await signInWithEmailCode(ops, 'ops.admin', 'ops.admin@taxlens.example');
  await expect(ops).toHaveURL(/\/set-lender$/);
  await ops.goto(`/ops/reports/${reportId}`);
  await expect(ops.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(ops.getByText('No transcripts uploaded yet.')).toBeVisible();

  // Answered after the order was placed: a transcript answered before it is attached only with a reason (decision 283).
  const d = new Date(Date.now() + 24 * 60 * 60 * 1000);
  const answered = `${String(d.getUTCMonth() + 1).padStart(2, '0')}-${String(d.getUTCDate()).padStart(2, '0')}-${d.getUTCFullYear()}`;
  const text = ['lien.txt', 'needs-review.txt', 'multi-module.txt']
    .map((f) =>
      readFileSync(join(CORPUS, f), 'utf8').replaceAll(/Response Date: \d\d-\d\d-\d{4}/g, `Response Date: ${answered}`),
    )
    .join('\f');
  const pdf = await renderPdf(text);
  await ops
    .locator('input[type="file"][accept*=".pdf"]')
    .setInputFiles({ name: 'transcripts.pdf', mimeType: 'application/pdf', buffer: pdf });

  // Read in the background: the derived periods appear, the lien's line highlighted as evidence.
  const lienModule = ops.getByTestId('transcript-module').filter({ hasText: 'Form 941, period ending 2024-09-30' });
  await expect(lienModule).toBeVisible({ timeout: 90_000 });
  const evidence = lienModule.locator('tr[data-evidence="true"]').filter({ hasText: '582' });
  await expect(evidence).toBeVisible();
  await expect(evidence).toContainText('lienFiledOn');
  await expect(ops.getByTestId('derived-period').filter({ hasText: '2024Q3' })).toBeVisible();
  // Another taxpayer's module is refused, with its reason.
  await expect(ops.getByTestId('transcript-module').filter({ hasText: 'Refused' })).toContainText('does not begin');

  // Completing waits for the module that needs review.
  const complete = ops.getByRole('button', { name: 'Complete from transcripts' });
  await expect(complete).toBeDisabled();
  await expect(ops.getByText('1 module needs review: confirm each first.')).toBeVisible();
  const review = ops.getByTestId('transcript-module').filter({ hasText: 'Form 1120, period ending 2023-12-31' });
  await review.getByRole('button', { name: 'Confirm module' }).focus();
  await ops.keyboard.press('Enter');
  await expect(review.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(ops.getByTestId('derived-period').filter({ hasText: '2023' })).toBeVisible();

  // Correct the lien quarter's balance, with a reason: it is marked entered.
  await ops.getByRole('combobox', { name: 'Period' }).selectOption('941 2024Q3');
  await ops.getByRole('combobox', { name: 'Fact' }).selectOption('balanceCents');
  await ops.getByRole('textbox', { name: 'New value' }).fill('1,250.00');
  await ops.getByRole('textbox', { name: 'Reason' }).fill('Payment posted after the transcript date');
  await ops.getByRole('button', { name: 'Save correction' }).click();
  const corrected = ops.getByTestId('derived-period').filter({ hasText: '2024Q3' });
  await expect(corrected).toContainText('$1,250.00');
  await expect(corrected).toContainText('entered');

  await expect(complete).toBeEnabled();
  await complete.click();
  await expect(ops.getByTestId('report-status')).toHaveText('Completed');
  await ops.context().close();

  // Decision 279: the lender's report explains itself. The lien quarter's stage, its sentence (the corrected
  // balance), the dates to act on and the transcript line behind the lien, beside the figures.
  const lienLine = 'Lien filed 02.01.2026 — IRS transcript, TC 582, Form 941, 2024Q3';
  await page.goto(`/reports/${reportId}`);
  const q3 = page.getByTestId('evidence-period').filter({ hasText: 'Form 941, 2024Q3' });
  await expect(q3).toContainText('Form 941, 2024Q3: collection stage Lien filed since 02.01.2026');
  await expect(q3).toContainText(
    'The return was filed on 11.18.2024 and $1,250.00 is owed; a federal tax lien was filed on 02.01.2026',
  );
  // Answered tomorrow (above), the lien of 02.01.2026 is not one of the last 45 days: no such date to act on.
  const actBy = q3.getByRole('list', { name: 'Dates to act on, Form 941 2024Q3' });
  await expect(actBy).toContainText('Levy possible from: 07.02.2025 (estimate)');
  await expect(actBy).toContainText('Collection statute expires: 02.01.2036 (estimate)');
  await expect(actBy).not.toContainText('Lien filed within the last 45 days');
  await expect(q3.getByRole('list', { name: 'Evidence, Form 941 2024Q3' })).toContainText(lienLine);
  await expect(q3).toContainText('Entered by operations: balance');

  // The downloaded PDF says the same.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download PDF' }).click(),
  ]);
  const pdfText = execFileSync('pdftotext', [(await download.path())!, '-'])
    .toString('utf8')
    .replace(/\s+/g, ' ');
  expect(pdfText).toContain('Form 941, 2024Q3: Lien filed since 02.01.2026');
  expect(pdfText).toContain('a federal tax lien was filed on 02.01.2026');
  expect(pdfText).toContain('Collection statute expires: 02.01.2036 (estimate)');
  expect(pdfText).not.toContain('Lien filed within the last 45 days');
  expect(pdfText).toContain(lienLine);

  // The client page shows the stage from the latest completed report.
  await page.goto(`/client/${clientId}`);
  await expect(page.getByTestId('collection-stage')).toContainText('Form 941, 2024Q3: Lien filed since 02.01.2026');
});
