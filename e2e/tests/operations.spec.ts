import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { createLlcClient } from '../support/clients';
import { pdfFile, placeNextDayOrder } from '../support/orders';
import { openOps, signInWithEmailCode } from '../support/sign-in';

// Decisions 080 and 081: both sides of a report's life. The lender orders on a client this journey creates, so
// other journeys' data stays as it was; operations reject it, the lender replaces the form, and
// operations complete it with a lien filed 10 days ago.

const run = String(Date.now()).slice(-6);
const name = `Hocking Valley Mills ${run} LLC`;
const dollars = (text: string | null) => Number((text ?? '').replace(/[$,]/g, ''));
const isoDaysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

async function signInLender(page: Page) {
  await signInWithEmailCode(page, 'loan.officer', 'loan.officer@acme.example');
  await expect(page.getByRole('heading', { name: 'Welcome, Acme Capital' })).toBeVisible();
}

const createClient = (page: Page) => createLlcClient(page, { name, ein: `31-${run}7` });

async function openReportInQueue(ops: Page) {
  await ops.goto('/ops');
  await expect(ops).toHaveTitle('Work Queue | TaxLens Portal');
  await ops.getByRole('combobox', { name: 'Lender' }).selectOption({ label: 'Acme Capital' });
  await expect(ops).toHaveURL(/lenderId=/);
  await ops.getByRole('combobox', { name: 'Delivery' }).selectOption({ label: 'Next Day' });
  // Each filter waits for the URL it makes: a change made before the page draws the last one builds on the old URL.
  await expect(ops).toHaveURL(/delivery=/);
  await ops.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Pending' });
  await expect(ops).toHaveURL(/status=PENDING/);
  // Sorted by due time, the new Next Day order is on one of the pages: open them in turn with Next. (The page
  // links show a window of pages, and where the new order falls depends on the hour it was placed.)
  const queuePages = ops.getByRole('navigation', { name: 'Work queue pages' });
  const link = ops.getByRole('link', { name });
  await expect(queuePages).toBeVisible();
  const next = queuePages.getByRole('button', { name: 'Next', exact: true });
  for (let p = 1; ; p++) {
    const found = await link.waitFor({ timeout: 2_000 }).then(
      () => true,
      () => false,
    );
    if (found || (await next.isDisabled())) break;
    await Promise.all([
      ops.waitForResponse((r) => r.url().includes('/api/ops/queue') && r.url().includes(`page=${p}`)),
      next.click(),
    ]);
  }
  await expect(link).toBeVisible();
  await expect(ops.getByRole('row').filter({ has: link })).toContainText(/left|Overdue by/);
  await expectNoSeriousA11yViolations(ops);
  await link.click();
  await expect(ops.getByRole('heading', { level: 1, name })).toBeVisible();
}

test('an order goes from the lender to operations, is rejected, resubmitted and completed, and every lender figure follows', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signInLender(page);
  const clientId = await createClient(page);
  await placeNextDayOrder(page, clientId, name);

  // Operations find it in the queue and read the report page.
  const ops = await openOps(browser);
  await ops.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Operations' }).click();
  await openReportInQueue(ops);
  await expectNoSeriousA11yViolations(ops);
  const form = await ops.request.get((await ops.getByTitle('Form 8821').getAttribute('src')) as string);
  expect(form.headers()['content-type']).toBe('application/pdf');
  expect(form.headers()['content-disposition']).toMatch(/^inline; filename="signed-8821.pdf"/);
  // The browser's own PDF viewer shows the 8821 in the page: the console's security headers allow it.
  const formFrame = await (await ops.getByTitle('Form 8821').elementHandle())!.contentFrame();
  await expect
    .poll(() => formFrame!.childFrames().some((viewer) => viewer.url().startsWith('chrome-extension://')))
    .toBe(true);
  await ops.getByRole('button', { name: 'Reveal' }).click();
  await expect(ops.getByText(`31-${run}7`)).toBeVisible();

  // Reject with SIGNATURE_MISSING_DECLINED.
  await ops.getByRole('combobox', { name: 'Rejection reason' }).selectOption('SIGNATURE_MISSING_DECLINED');
  await ops.getByRole('textbox', { name: 'Note to the lender' }).fill('The taxpayer did not sign line 7.');
  await ops.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(ops.getByText('Rejected: Signature missing')).toBeVisible();
  const reportUrl = ops.url();

  // The lender sees the alert in the drawer and the rejected row on the dashboard.
  await page.goto('/');
  const bell = page.getByRole('button', { name: /^Alerts/ });
  await bell.click();
  const drawer = page.getByRole('dialog', { name: 'Alerts' });
  await expect(drawer.getByText(`Form 8821 rejected: ${name}`)).toBeVisible();
  await expect(drawer.getByText('Signature missing. The taxpayer did not sign line 7.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(
    page.getByRole('table', { name: 'Recently Rejected Reports' }).getByRole('link', { name }),
  ).toBeVisible();
  const totalBefore = dollars(await page.getByTestId('total-liability').textContent());

  // The lender replaces the 8821; the order is back in the queue.
  await page.goto(`/client/${clientId}`);
  await page.getByLabel('Replace Form 8821').click();
  await page.locator('input[type="file"]').setInputFiles(await pdfFile('signed-8821-again.pdf'));
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('Form 8821 replaced')).toBeVisible();

  // Operations start and complete it: one period with a balance and a lien filed 10 days ago.
  await ops.goto(reportUrl);
  await expect(ops.getByRole('cell', { name: 'New 8821 uploaded' })).toBeVisible();
  await ops.getByRole('button', { name: 'Start' }).click();
  await expect(ops.getByTestId('report-status')).toHaveText('In Progress');
  await ops.getByRole('textbox', { name: 'Period, row 1' }).fill(String(new Date().getFullYear() - 1));
  await ops.getByRole('textbox', { name: 'Filed on, row 1', exact: true }).fill(isoDaysAgo(200));
  await ops.getByRole('textbox', { name: 'Balance, row 1' }).fill('12,345.00');
  await ops.getByRole('textbox', { name: 'Lien filed on, row 1' }).fill(isoDaysAgo(10));
  await expectNoSeriousA11yViolations(ops);
  await ops.getByRole('button', { name: 'Complete report' }).click();
  await expect(ops.getByTestId('report-status')).toHaveText('Completed');
  await expect(ops.getByText('Total liability: $12,345.00; risk: HIGH')).toBeVisible();
  await expect(ops.getByText(/Lien in Last 45 Days/)).toBeVisible();

  // The lender downloads the report PDF from the client page.
  await page.goto(`/client/${clientId}`);
  // The client page may offer the link in more than one list (reports, orders): any of them.
  const download = page.getByRole('link', { name: 'Download report' }).first();
  await expect(download).toBeVisible();
  const pdf = await page.request.get((await download.getAttribute('href'))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect(pdf.headers()['content-disposition']).toMatch(/^attachment; filename=".+\.pdf"/);
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

  // The dashboard's total liability grows by the report's balance; the rejected row is gone.
  await page.goto('/');
  await expect
    .poll(async () => dollars(await page.getByTestId('total-liability').textContent()))
    .toBeCloseTo(totalBefore + 12_345, 2);
  await expect(page.getByRole('table', { name: 'Recently Rejected Reports' }).getByRole('link', { name })).toHaveCount(
    0,
  );

  // The alert list now holds the high-risk alert too.
  await page.getByRole('button', { name: /^Alerts/ }).click();
  await expect(page.getByRole('dialog', { name: 'Alerts' }).getByText(`${name} is high risk`)).toBeVisible();

  // The notification mail, by the demo users' default choices: the rejection goes to the user who
  // placed the order (REJECTED_8821_MINE), the completion to every user who chose ALL.
  const subjectsFor = async (recipient: string) => {
    const mails = (await (await page.request.get('/dev/outbox.json')).json()) as {
      recipient: string;
      subject: string | null;
    }[];
    return mails
      .filter((m) => m.recipient === recipient && m.subject?.endsWith(name))
      .map((m) => m.subject)
      .sort();
  };
  await expect
    .poll(() => subjectsFor('loan.officer@acme.example'))
    .toEqual([`Form 8821 rejected: ${name}`, `Report completed: ${name}`]);
  await expect.poll(() => subjectsFor('lender.admin@acme.example')).toEqual([`Report completed: ${name}`]);

  // Lenders in the console, with the link to their billing page.
  // The report page may still be re-rendering after its refetch and swallow the first click: retry it.
  await expect(async () => {
    await ops.getByRole('navigation', { name: 'Operations' }).getByRole('link', { name: 'Lenders' }).click();
    await expect(ops.getByRole('heading', { level: 1, name: 'Lenders' })).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  await expectNoSeriousA11yViolations(ops);
  await ops.getByRole('link', { name: 'Acme Capital' }).click();
  await expect(ops.getByRole('heading', { level: 1, name: 'Acme Capital' })).toBeVisible();
  await expect(ops.getByRole('link', { name: 'Pricing and invoices' })).toHaveAttribute(
    'href',
    /\/ops\/lenders\/[0-9a-f-]{36}\/billing$/,
  );
  await expect(ops.getByRole('checkbox', { name: 'Can order Express' })).toBeChecked();
  await expectNoSeriousA11yViolations(ops);
  await ops.context().close();
});

test('a lender user cannot open the operations console', async ({ page }) => {
  await signInLender(page);
  const status = await page.evaluate(
    async () =>
      (await fetch('/api/ops/queue', { headers: { 'X-CSRF-TOKEN': localStorage.getItem('csrf') ?? '' } })).status,
  );
  expect(status).toBe(403);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Operations' })).toHaveCount(0);
});
