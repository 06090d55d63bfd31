import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { signInWithEmailCode } from '../support/sign-in';
import { withRestore } from '../support/restore';

/** The billing month is the Eastern one (BUSINESS_TIME_ZONE): at 00:30 UTC on the 1st it is still last month's. */
const billingMonth = (at: Date) =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', month: 'long', year: 'numeric' }).format(at);

/** A signed-in API call made by the page itself (session cookie and CSRF header), as the app makes it. */
async function api<T>(
  page: Page,
  url: string,
  init: { method?: string; body?: unknown } = {},
): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ u, method, body }) => {
      const res = await fetch(u, {
        method: method ?? 'GET',
        headers: {
          'X-CSRF-TOKEN': localStorage.getItem('csrf') ?? '',
          ...(body ? { 'Content-Type': 'application/json' } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      const text = await res.text();
      return { status: res.status, body: text ? JSON.parse(text) : null };
    },
    { u: url, method: init.method, body: init.body },
  ) as Promise<{ status: number; body: T }>;
}

/** Empties Acme's whitelists, so no other journey (all sign in from this address) is locked out. */
async function clearWhitelists(page: Page, lenderId: string): Promise<void> {
  const users = await api<Array<{ id: string; ipWhitelist: string[] }>>(
    page,
    `/api/users/lender/${lenderId}/ip-whitelist`,
  );
  expect(users.status).toBe(200);
  for (const user of users.body) {
    for (const ipAddress of user.ipWhitelist)
      await api(page, `/api/users/${user.id}/ip-whitelist`, { method: 'DELETE', body: { ipAddress, confirm: true } });
  }
  // The browser's own address goes last: removed earlier, the rest of the list would shut this session out.
  const lender = await api<{ ipWhitelist: string[] }>(page, `/api/lenders/${lenderId}`);
  const entries = [...lender.body.ipWhitelist].sort((a, b) => Number(a === '127.0.0.1') - Number(b === '127.0.0.1'));
  for (const ipAddress of entries)
    await api(page, `/api/lenders/${lenderId}/ip-whitelist`, { method: 'DELETE', body: { ipAddress, confirm: true } });
  expect((await api<{ ipWhitelist: string[] }>(page, `/api/lenders/${lenderId}`)).body.ipWhitelist).toEqual([]);
}

const csvAmounts = (csv: string) =>
  csv
    .trim()
    .split('\r\n')
    .slice(1)
    .map((row) => Math.round(Number(row.slice(row.lastIndexOf(',') + 1)) * 100));

test('a lender admin adds and removes general and per-user addresses', async ({ page }) => {
  await signInWithEmailCode(page, 'lender.admin', 'lender.admin@acme.example');
  await page.getByRole('button', { name: 'Acme Capital' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, Acme Capital' })).toBeVisible();
  const lenderId = await page.evaluate(
    () => JSON.parse(localStorage.getItem('user') ?? '{}').selectedLender?.id as string,
  );
  await withRestore(
    async () => {
      await page.getByRole('button', { name: /Dana/ }).click();
      await page.getByRole('menuitem', { name: 'IP Whitelist' }).click();
      await expect(page).toHaveTitle('IP Whitelist | TaxLens Portal');
      const general = page.getByRole('region', { name: 'General Whitelist' });
      const users = page.getByRole('region', { name: 'User Whitelist' });
      await expect(general.getByText('No IPs whitelisted')).toBeVisible();

      // General list: the admin's own address first (so nothing locks them out), then a range.
      const generalForm = general.getByRole('form', { name: 'Add a general IP' });
      await expect(generalForm.getByRole('button', { name: 'Add' })).toBeDisabled();
      await generalForm.getByPlaceholder('Valid IP Address').fill('127.0.0.1');
      await generalForm.getByRole('button', { name: 'Add' }).click();
      await expect(general.getByText('127.0.0.1', { exact: true })).toBeVisible();
      await generalForm.getByPlaceholder('Valid IP Address').fill('203.0.113.9/24');
      await generalForm.getByRole('button', { name: 'Add' }).click();
      await expect(general.getByText('203.0.113.0/24', { exact: true })).toBeVisible();
      await expect(generalForm.getByPlaceholder('Valid IP Address')).toHaveValue('');

      // Not an address: the server's message in red, the form reset.
      await generalForm.getByPlaceholder('Valid IP Address').fill('10.0.0.999');
      await generalForm.getByRole('button', { name: 'Add' }).click();
      await expect(general.getByRole('alert')).toContainText("'10.0.0.999' is not a valid IP address or range");
      await expect(generalForm.getByPlaceholder('Valid IP Address')).toHaveValue('');

      // Per-user list: Priya Raman (sales) gets her own address.
      const userForm = users.getByRole('form', { name: 'Add a user IP' });
      await userForm.getByPlaceholder('Valid IP Address').fill('198.51.100.7');
      await expect(userForm.getByRole('button', { name: 'Add' })).toBeDisabled();
      await userForm.getByRole('combobox', { name: 'User' }).click();
      await page.getByRole('option', { name: 'Priya Raman' }).click();
      await userForm.getByRole('button', { name: 'Add' }).click();
      await expect(users.getByRole('list', { name: 'Whitelisted IPs of Priya Raman' })).toContainText('198.51.100.7');
      // The successful add clears the earlier refusal's red message (decision 158).
      await expect(general.getByRole('alert')).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);

      await users.getByRole('button', { name: 'Remove 198.51.100.7 from Priya Raman' }).click();
      await expect(users.getByRole('list', { name: 'Whitelisted IPs of Priya Raman' })).toHaveCount(0);
      await general.getByRole('button', { name: 'Remove 203.0.113.0/24 from the general whitelist' }).click();
      await expect(general.getByText('203.0.113.0/24', { exact: true })).toHaveCount(0);

      // Removing 127.0.0.1 now empties the list (everyone allowed): no question. Adding only a
      // foreign range afterwards would lock the admin out: the page asks, and Cancel keeps the list.
      await general.getByRole('button', { name: 'Remove 127.0.0.1 from the general whitelist' }).click();
      await expect(general.getByText('No IPs whitelisted')).toBeVisible();
      await generalForm.getByPlaceholder('Valid IP Address').fill('198.51.100.0/24');
      await generalForm.getByRole('button', { name: 'Add' }).click();
      const question = page.getByRole('dialog', { name: 'Lock yourself out?' });
      await expect(question).toContainText('is not in the new whitelist');
      await expectNoSeriousA11yViolations(page);
      await question.getByRole('button', { name: 'Cancel' }).click();
      await expect(general.getByText('No IPs whitelisted')).toBeVisible();
    },
    () => clearWhitelists(page, lenderId),
  );
});

test('a sales user opens invoices, exports a CSV matching the month, and opens a past invoice PDF', async ({
  page,
}) => {
  await signInWithEmailCode(page, 'sales.rep', 'sales.rep@acme.example');
  await expect(page.getByRole('heading', { name: 'Welcome, Acme Capital' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Invoices' }).click();
  await expect(page).toHaveTitle('Invoices | TaxLens Portal');

  const month = billingMonth(new Date());
  const card = page.locator('[aria-labelledby="current-invoice-title"]');
  await expect(card).toContainText(month);
  await expectNoSeriousA11yViolations(page);

  // The current month: one CSV row per line the card counts, adding up to the card's amount.
  const dashboard = (
    await api<{
      currentInvoice: { productCounts: Array<{ label: string; count: number }>; amount: number };
      pastInvoices: Array<{ invoiceDate: string; amount: number; status: string }>;
    }>(page, '/api/invoice/dashboard')
  ).body;
  for (const p of dashboard.currentInvoice.productCounts)
    await expect(card.getByRole('columnheader', { name: p.label.toUpperCase() })).toBeVisible();
  const download = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Export' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`TaxLens_${month.replace(' ', '_')}_invoice.csv`);
  const csv = await (await file.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'));
  const amounts = csvAmounts(csv);
  expect(csv.split('\r\n')[0]).toBe('\uFEFFDate,Client,Report Type,Delivery,Add-ons,Placed By,Currency,Amount');
  expect(amounts.length).toBe(dashboard.currentInvoice.productCounts.reduce((s, p) => s + p.count, 0));
  expect(amounts.reduce((s, a) => s + a, 0)).toBe(dashboard.currentInvoice.amount);

  // A past month: its rows add up to the invoice's amount in the table.
  const past = dashboard.pastInvoices.find((i) => i.status === 'Paid')!;
  const row = page.getByRole('row', { name: new RegExp(past.invoiceDate) });
  await expect(row).toContainText('Paid');
  const pastDownload = page.waitForEvent('download');
  await row.getByRole('button', { name: `Export the ${past.invoiceDate} invoice` }).click();
  const pastCsv = await (
    await (await pastDownload).createReadStream()
  )
    .toArray()
    .then((chunks) => Buffer.concat(chunks).toString('utf8'));
  expect(csvAmounts(pastCsv).reduce((s, a) => s + a, 0)).toBe(past.amount);

  // View opens the PDF in a new tab.
  const popup = page.waitForEvent('popup');
  await row.getByRole('link', { name: `View the ${past.invoiceDate} invoice` }).click();
  const tab = await popup;
  expect(tab.url()).toMatch(/\/api\/lenders\/[0-9a-f-]+\/invoice\/[^/?]+\?attachment=false$/);
  const pdf = await page.request.get(tab.url());
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await tab.close();
});

test('a viewer is refused /invoices', async ({ page }) => {
  await signInWithEmailCode(page, 'viewer', 'viewer@acme.example');
  await expect(page.getByRole('heading', { name: 'Welcome, Acme Capital' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Invoices' })).toHaveCount(0);
  await page.goto('/invoices');
  // Decision 170: the page says why, at its own URL.
  await expect(page).toHaveURL(/\/invoices$/);
  await expect(page.getByText('You do not have access to Invoices.')).toBeVisible();
  expect((await api(page, '/api/invoice/dashboard')).status).toBe(403);
});

test('operations staff edit a lender pricing schedule and mark an invoice paid', async ({ page }) => {
  await signInWithEmailCode(page, 'ops.admin', 'ops.admin@taxlens.example');
  await expect(page).toHaveURL(/\/set-lender$/);
  const lenders = (await api<Array<{ id: string; companyName: string }>>(page, '/api/lenders/mine')).body;
  const beacon = lenders.find((l) => l.companyName === 'Beacon Bank')!;
  await page.goto(`/ops/lenders/${beacon.id}/billing`);
  await expect(page.getByRole('heading', { name: 'Billing: Beacon Bank' })).toBeVisible();

  const price = page.getByRole('textbox', { name: 'Price of Record of Account' });
  const before = await price.inputValue();
  await price.fill('12.50');
  await page.getByRole('button', { name: 'Save prices' }).click();
  await expect(page.getByText('Prices saved')).toBeVisible();
  const saved = (
    await api<{ pricing: { addOns: Array<{ addOn: string; priceCents: number }> } }>(
      page,
      `/api/ops/lenders/${beacon.id}/billing`,
    )
  ).body;
  expect(saved.pricing.addOns.find((a) => a.addOn === 'RECORD_OF_ACCOUNT')?.priceCents).toBe(12_50);
  await expectNoSeriousA11yViolations(page);

  const pending = page.getByRole('row', { name: /Pending/ }).first();
  const period = (await pending.getByRole('cell').first().textContent())!;
  await pending.getByRole('button', { name: `Mark the ${period} invoice paid` }).click();
  await page.getByRole('dialog', { name: 'Mark paid' }).getByRole('button', { name: 'Mark paid' }).click();
  await expect(page.getByRole('row', { name: new RegExp(period) })).toContainText('Paid');

  await price.fill(before.replace('$', ''));
  await page.getByRole('button', { name: 'Save prices' }).click();
  await expect(page.getByText('Prices saved').first()).toBeVisible();
});
