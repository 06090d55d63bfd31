import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import {
  expectOrderOnClientPage,
  findOrderableClient,
  ordersOfClient,
  pdfFile,
  settleFormChecks,
} from '../support/orders';
import { signInWithEmailCode } from '../support/sign-in';

// The ordering journeys (decisions 062, 063). Each ends on the client page, whose Orders section shows the new
// order(s); the API read (GET /api/orders/client/{id}) only finds the new order's id and times.

const section = (page: Page, name: string) => page.getByRole('region', { name });

async function placeAndContinue(page: Page) {
  await page.getByRole('main').getByRole('button', { name: 'Place Order' }).click();
  const placed = page.getByRole('dialog', { name: 'Order Placed' });
  await expect(placed).toBeVisible();
  await expect(placed.getByText('Your order has been placed!')).toBeVisible();
  await placed.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/localhost:\d+\/$/);
}

test('a loan officer places an express order with an add-on, then cannot order again while it is pending', async ({
  page,
}) => {
  await signInWithEmailCode(page, 'loan.officer', 'loan.officer@acme.example');
  await expect(page.getByRole('heading', { name: 'Welcome, Acme Capital' })).toBeVisible();
  const client = await findOrderableClient(page, 0);

  await page.goto(`/place-order/${client.client.id}`);
  await expect(page).toHaveTitle('Place Order | TaxLens Portal');
  const placeOrder = page.getByRole('main').getByRole('button', { name: 'Place Order' });
  await expect(placeOrder).toBeDisabled();

  await page.getByRole('radio', { name: 'TaxLens Report' }).check();
  // Delivery options in priority order, with their descriptions; Express first (Acme may order it).
  const deliveries = page.getByRole('radiogroup', { name: 'Delivery' }).getByRole('radio');
  await expect(deliveries).toHaveCount(6);
  await expect(deliveries.first()).toHaveAccessibleName('Express');
  await expect(page.getByText('within 2 hours')).toBeVisible();
  await page.getByRole('radio', { name: 'Express' }).check();

  // Tax return transcripts and record of account exclude each other.
  const trt = page.getByRole('checkbox', { name: 'Tax Return Transcripts' });
  const roa = page.getByRole('checkbox', { name: 'Record of Account' });
  await expect(trt).toBeChecked();
  await expect(roa).not.toBeChecked();
  await expect(roa).toBeDisabled();
  await trt.uncheck();
  await expect(roa).toBeEnabled();
  await roa.check();
  await expect(trt).not.toBeChecked();
  await expect(trt).toBeDisabled();

  // A wrong file type is refused with the toast; a PDF is taken and shown with its remove button.
  const upload = page.getByTestId(`upload-8821-${client.client.businessName}`);
  await upload.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a form') });
  await expect(page.getByText('Not the right file type')).toBeVisible();
  await expect(placeOrder).toBeDisabled();
  await upload.setInputFiles(await pdfFile('signed-8821.pdf'));
  await expect(page.getByText('signed-8821.pdf')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove signed-8821.pdf' })).toBeVisible();
  await settleFormChecks(page, 1);
  await expectNoSeriousA11yViolations(page);

  await expect(placeOrder).toBeEnabled();
  await placeAndContinue(page);

  const [order] = await ordersOfClient(page, client.client.id);
  expect(order).toMatchObject({
    delivery: 'EXPRESS',
    status: 'PENDING',
    recordOfAccount: true,
    taxReturnTranscripts: false,
  });

  // A second order while this one is pending: the form is disabled and names the pending order.
  await page.goto(`/place-order/${client.client.id}`);
  const warning = page.getByRole('status').filter({ hasText: 'Pending Order' });
  await expect(warning).toContainText(
    /A Express order already exists for this client\. It was placed on \d{2}\.\d{2}\.\d{4}\./,
  );
  await expect(page.getByRole('main').getByRole('button', { name: 'Place Order' })).toBeDisabled();
  await expect(page.getByRole('radio', { name: 'TaxLens Report' })).toBeDisabled();
  // The server refuses it too (409), whatever the browser sends.
  const csrf = await page.evaluate(() => localStorage.getItem('csrf') ?? '');
  const again = await page.request.post('/api/forms/upload8821', {
    headers: { 'X-CSRF-TOKEN': csrf, 'Idempotency-Key': `e2e-${Date.now()}` },
    multipart: {
      product: 'TAXLENS:NEXT_DAY',
      recordOfAccount: 'false',
      taxReturnTranscripts: 'true',
      wageIncome: 'false',
      clientId: client.client.id,
      formName: 'again.pdf',
      file: await pdfFile('again.pdf'),
    },
  });
  expect(again.status()).toBe(409);
  const open = (await ordersOfClient(page, client.client.id)).filter(
    (o) => o.status === 'PENDING' || o.status === 'IN_PROGRESS',
  );
  expect(open.map((o) => o.id)).toEqual([order!.id]);

  // The client page lists the one order, due two hours after it was placed, in the user's time zone.
  const orders = await expectOrderOnClientPage(page, client.client.id, order!, {
    reportType: 'TaxLens Report',
    delivery: 'Express',
    status: 'Pending',
    due: true,
  });
  // Earlier (closed) orders of the demo client may be listed too; only this one is open.
  await expect(orders.getByRole('row').filter({ hasText: /Pending|In progress/ })).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);
});

test('a lender admin orders for three clients of a bundle with an order placer', async ({ page }) => {
  await signInWithEmailCode(page, 'lender.admin', 'lender.admin@acme.example');
  await page.getByRole('button', { name: 'Acme Capital' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, Acme Capital' })).toBeVisible();
  const lead = await findOrderableClient(page, 2);

  await page.goto(`/place-order/${lead.client.id}`);
  const modal = page.getByRole('dialog', { name: 'Order for the rest of the bundle?' });
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('button', { name: 'No Thanks' })).toBeVisible();
  for (const mate of lead.bundleClients) await modal.getByRole('checkbox', { name: mate.businessName }).check();
  await modal.getByRole('button', { name: 'Continue' }).click();
  await expect(modal).toBeHidden();

  const names = [lead.client.businessName, ...lead.bundleClients.map((c) => c.businessName)];
  for (const name of names) await expect(section(page, name)).toBeVisible();
  // The first client cannot be removed; the others can.
  await expect(section(page, names[0]!).getByRole('button', { name: /Remove/ })).toHaveCount(0);
  await expect(
    section(page, names[1]!).getByRole('button', { name: `Remove ${names[1]} from this order` }),
  ).toBeVisible();

  await page.getByRole('radio', { name: 'TaxLens Report' }).check();
  await page.getByRole('radio', { name: 'Ten Day' }).check();
  for (const [i, name] of names.entries())
    await page.getByTestId(`upload-8821-${name}`).setInputFiles(await pdfFile(`bundle-${i}.pdf`));
  await settleFormChecks(page, names.length);
  const placeOrder = page.getByRole('main').getByRole('button', { name: 'Place Order' });
  await expect(placeOrder).toBeDisabled();
  await page.getByRole('combobox', { name: 'Order Placer' }).selectOption({ label: 'Marcus Bell' });
  await expect(placeOrder).toBeEnabled();
  await expectNoSeriousA11yViolations(page);
  await placeAndContinue(page);

  const ids = [lead.client.id, ...lead.bundleClients.map((c) => c.id)];
  const orders = await Promise.all(ids.map(async (id) => (await ordersOfClient(page, id))[0]!));
  for (const order of orders) expect(order).toMatchObject({ delivery: 'TEN_DAY', status: 'PENDING' });
  expect(new Set(orders.map((o) => o.bundleOrderId)).size).toBe(1);
  expect(orders[0]!.bundleOrderId).not.toBeNull();

  // Each client's page shows its order of the bundle.
  for (const [i, id] of ids.entries()) {
    await expectOrderOnClientPage(page, id, orders[i]!, {
      reportType: 'TaxLens Report',
      delivery: 'Ten Day',
      status: 'Pending',
      due: true,
    });
  }
});

test('an on-demand user orders without a form, report type or delivery', async ({ page }) => {
  await signInWithEmailCode(page, 'ondemand.user', 'ondemand.user@cedar.example');
  await expect(page.getByRole('heading', { name: 'Welcome, Cedar Credit' })).toBeVisible();
  const client = await findOrderableClient(page, 0);

  // The regular route sends an on-demand lender to the on-demand form.
  await page.goto(`/place-order/${client.client.id}`);
  await expect(page).toHaveURL(new RegExp(`/place-order/on-demand/${client.client.id}$`));
  await expect(page.getByRole('heading', { name: client.client.businessName })).toBeVisible();
  await expect(page.getByRole('radiogroup')).toHaveCount(0);
  await expect(page.getByText('DRAG 8821')).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: 'Tax Return Transcripts' })).toBeChecked();
  await expectNoSeriousA11yViolations(page);
  await placeAndContinue(page);

  const [order] = await ordersOfClient(page, client.client.id);
  expect(order).toMatchObject({ delivery: 'ON_DEMAND', onDemand: true, taxReturnTranscripts: true, status: 'PENDING' });
  await expectOrderOnClientPage(page, client.client.id, order!, {
    reportType: 'TaxLens Report',
    delivery: 'On Demand',
    status: 'Pending',
    due: Boolean(order!.dueAt),
  });
});
