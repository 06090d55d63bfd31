import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { findOrderableClient, ordersOfClient, pdfFile, settleFormChecks } from '../support/orders';
import { signInWithEmailCode } from '../support/sign-in';
import { withRestore } from '../support/restore';

// Decisions 165 and 166: prices before ordering (showprices) and a report a lender can file (its page and PDF).
// New journeys run in the PostgreSQL browser pass only (.ci/run), to keep the PGlite pass short.
test.skip(!process.env.E2E_DATABASE_URL, 'runs in the PostgreSQL browser pass');

const run = String(Date.now()).slice(-6);
const usd = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

async function api<T = unknown>(page: Page, method: 'GET' | 'POST' | 'PUT', url: string, data?: unknown): Promise<T> {
  const csrf = await page.evaluate(() => localStorage.getItem('csrf') ?? '');
  const res = await page.request.fetch(url, {
    method,
    headers: { 'X-CSRF-TOKEN': csrf },
    ...(data !== undefined ? { data } : {}),
  });
  expect(res.ok(), `${method} ${url}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/** Operations staff set Acme's showprices capability in the console's lender page. */
async function setShowPrices(ops: Page, state: 'ACTIVE' | '') {
  await ops.goto('/ops/lenders');
  await ops.getByRole('link', { name: 'Acme Capital', exact: true }).click();
  await ops.getByRole('combobox', { name: 'showprices state' }).selectOption(state);
  await Promise.all([
    ops.waitForResponse((r) => r.request().method() === 'PUT' && /\/api\/ops\/lenders\/[^/]+$/.test(r.url()) && r.ok()),
    ops.getByRole('button', { name: 'Save settings' }).click(),
  ]);
}

test('a showprices lender sees the price of each option and the total before ordering, and after', async ({
  page,
  browser,
}) => {
  const ops = await (await browser.newContext({ reducedMotion: 'reduce' })).newPage();
  await signInWithEmailCode(ops, 'ops.admin', 'ops.admin@taxlens.example');
  await expect(ops).toHaveURL(/\/set-lender$/);
  await setShowPrices(ops, 'ACTIVE');
  await withRestore(
    async () => {
      await signInWithEmailCode(page, 'loan.officer', 'loan.officer@acme.example');
      await expect(page.getByRole('heading', { name: 'Welcome, Acme Capital' })).toBeVisible();
      const data = await findOrderableClient(page, 0);
      const form = await api<{
        deliveryMap: Record<string, { delivery: string; priceCents: number }[]>;
        addOnPrices: Record<string, number>;
      }>(page, 'GET', `/api/formdata/${data.client.id}/place-order`);
      const nextDay = form.deliveryMap.TAXLENS!.find((d) => d.delivery === 'NEXT_DAY')!;

      await page.goto(`/place-order/${data.client.id}`);
      await page.getByRole('radio', { name: 'TaxLens Report' }).check();
      const delivery = page.getByRole('radio', { name: `Next Day · ${usd(nextDay.priceCents)}` });
      await expect(delivery).toBeVisible();
      await delivery.check();
      // The total follows the add-ons the form has checked (the client type's defaults).
      const checked = { taxReturnTranscripts: false, recordOfAccount: false, wageIncome: false };
      for (const key of Object.keys(checked) as (keyof typeof checked)[]) {
        const label = {
          taxReturnTranscripts: 'Tax Return Transcripts',
          recordOfAccount: 'Record of Account',
          wageIncome: 'Wage and Income',
        }[key];
        const box = page.getByRole('checkbox', { name: `${label} · ${usd(form.addOnPrices[key]!)}` });
        if ((await box.count()) > 0) checked[key] = await box.isChecked();
      }
      const total =
        nextDay.priceCents +
        Object.entries(checked).reduce((sum, [key, on]) => sum + (on ? form.addOnPrices[key]! : 0), 0);
      await expect(page.getByTestId('order-total')).toHaveText(`Total: ${usd(total)}`);
      await expectNoSeriousA11yViolations(page);

      await page.getByTestId(`upload-8821-${data.client.businessName}`).setInputFiles(await pdfFile('priced-8821.pdf'));
      await settleFormChecks(page, 1);
      await page.getByRole('main').getByRole('button', { name: 'Place Order' }).click();
      const placed = page.getByRole('dialog', { name: 'Order Placed' });
      await expect(placed.getByTestId('placed-total')).toHaveText(`Total: ${usd(total)}`);
      await placed.getByRole('button', { name: 'Continue' }).click();

      await page.goto(`/client/${data.client.id}`);
      const orders = page.getByRole('region', { name: 'Orders' });
      await expect(orders.getByRole('columnheader', { name: 'Price' })).toBeVisible();
      await expect(orders.getByRole('cell', { name: usd(total) }).first()).toBeVisible();
    },
    async () => {
      await setShowPrices(ops, '');
      await ops.context().close();
    },
  );
});

test('a completed report opens on its own page and downloads as a PDF that prints the accented name and the periods', async ({
  page,
}) => {
  const name = `Café Zoë ${run} LLC`;
  await signInWithEmailCode(page, 'loan.officer', 'loan.officer@acme.example');
  await expect(page.getByRole('heading', { name: 'Welcome, Acme Capital' })).toBeVisible();
  const { id } = await api<{ id: string }>(page, 'POST', '/api/neoclients/create', {
    clientType: 'llc',
    businessName: name,
    ein: `33-${run}7`,
    addressLine1: '5 Rue Street',
    city: 'Dayton',
    state: 'OH',
    zip: '45402',
    phone: '937-555-0143',
  });
  const csrf = await page.evaluate(() => localStorage.getItem('csrf') ?? '');
  const placed = await page.request.post('/api/forms/upload8821', {
    headers: { 'X-CSRF-TOKEN': csrf },
    multipart: {
      product: 'TAXLENS:NEXT_DAY',
      recordOfAccount: 'false',
      taxReturnTranscripts: 'false',
      wageIncome: 'false',
      clientId: id,
      formName: 'cafe-8821.pdf',
      file: await pdfFile('cafe-8821.pdf'),
    },
  });
  expect(placed.status()).toBeLessThan(300);
  const period = (p: string, balanceCents: number) => ({
    form: '1120',
    period: p,
    filed: true,
    filedOn: null,
    balanceCents,
    installmentAgreement: false,
    iaInDefault: false,
    lienFiledOn: null,
    levyNoticeOn: null,
  });
  const done = await page.request.post(`/dev/clients/${id}/complete-open-report`, {
    data: { periods: [period('2023', 150_000), period('2024', 0)] },
  });
  expect(done.ok()).toBe(true);
  const reportId = (await ordersOfClient(page, id))[0]!.reportId!;

  // From the client page to the report's own page.
  await page.goto(`/client/${id}`);
  // The form's check as on every lender page (decision 294): a verdict, "Checking", or "Not checked".
  await expect(page.getByTestId('form-check-state')).toContainText(
    /Form check:\s*(Ready|Check these|Likely rejection|Checking|Could not be checked|Not checked)/,
  );
  await page.getByRole('region', { name: 'Orders' }).getByRole('link', { name: 'View report' }).click();
  await expect(page).toHaveURL(new RegExp(`/reports/${reportId}$`));
  await expect(page).toHaveTitle('Report | TaxLens Portal');
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(name) })).toBeVisible();
  await expect(page.getByTestId('report-facts')).toContainText('Periods covered: 2023, 2024');
  await expect(page.getByTestId('report-facts')).toContainText(`**-***${run.slice(-3)}7`);
  await expect(page.getByTestId('report-form-check')).toContainText(
    /Form 8821 check:\s*(Ready|Check these|Likely rejection|Checking|Could not be checked|Not checked)/,
  );
  await expectNoSeriousA11yViolations(page);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download PDF' }).click(),
  ]);
  const text = execFileSync('pdftotext', ['-layout', (await download.path())!, '-']).toString('utf8');
  expect(
    readFileSync((await download.path())!)
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  expect(text).toContain(name);
  expect(text).toContain('Periods covered: 2023, 2024');
  expect(text).toContain('Page 1 of 1');
});
