import { expect, type Locator, type Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';

type FormData = {
  client: { id: string; businessName: string };
  pendingOrder: { delivery: string; created: string } | null;
  bundleClients: { id: string; businessName: string; pendingOrder: unknown }[];
};
export type ClientOrder = {
  id: string;
  clientId: string;
  createdAt: string;
  reportId: string | null;
  reportStatus: string | null;
  delivery: string;
  status: string;
  bundleOrderId: string | null;
  recordOfAccount: boolean;
  taxReturnTranscripts: boolean;
  wageIncome: boolean;
  onDemand: boolean;
  dueAt: string | null;
};

/** A signed-in API call from the page, as the web app makes it (session cookie plus the CSRF header). */
export async function apiGet<T>(page: Page, url: string): Promise<T> {
  const csrf = await page.evaluate(() => localStorage.getItem('csrf') ?? '');
  const res = await page.request.get(url, { headers: { 'X-CSRF-TOKEN': csrf } });
  if (!res.ok()) throw new Error(`${url} answered ${res.status()}`);
  return (await res.json()) as T;
}

/** The orders of a client as the lender reads them (GET /api/orders/client/{id}). */
export const ordersOfClient = (page: Page, clientId: string) =>
  apiGet<{ orders: ClientOrder[] }>(page, `/api/orders/client/${clientId}`).then((r) => r.orders);

/** Clients of the signed-in lender, found through the Place Order typeahead with a few letters. */
async function candidateClients(page: Page): Promise<string[]> {
  const ids = new Set<string>();
  for (const letter of ['a', 'e', 'i', 'o', 'u', 'n', 'r', 's', 't', 'l']) {
    const found = await apiGet<{ key: string }[]>(page, `/api/typeahead/clients/placeorder?value=${letter}&size=50`);
    for (const f of found) ids.add(f.key);
  }
  return [...ids];
}

/** A client that can be ordered for now, with `mates` other orderable clients in its bundle (0: in no bundle). */
export async function findOrderableClient(page: Page, mates: number): Promise<FormData> {
  for (const id of await candidateClients(page)) {
    const data = await apiGet<FormData>(page, `/api/formdata/${id}/place-order`);
    if (data.pendingOrder) continue;
    const free = data.bundleClients.filter((c) => !c.pendingOrder);
    if (data.bundleClients.length === mates && free.length === mates) return data;
  }
  throw new Error(`No orderable client with ${mates} bundle mates in the demo data`);
}

/** A real one-page PDF, as a signed 8821 scan would be. */
export async function pdfFile(name: string): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const doc = await PDFDocument.create();
  doc.addPage().drawText(`IRS Form 8821 - ${name}`, { x: 50, y: 700 });
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(await doc.save()) };
}

/** What the row must show; add-ons default to those the order was placed with, in the form's order. */
export type ExpectedOrderRow = { reportType: string; delivery: string; addOns?: string; status: string; due: boolean };

const addOnsOf = (o: ClientOrder) =>
  [
    o.taxReturnTranscripts && 'Tax Return Transcripts',
    o.recordOfAccount && 'Record of Account',
    o.wageIncome && 'Wage and Income',
  ]
    .filter(Boolean)
    .join(', ') || 'None';

/** [MM.dd.yyyy, MM.dd.yyyy h:mm AM/PM ZONE] of a moment in the signed-in user's time zone (their account's timeZone). */
async function asShown(page: Page, at: string): Promise<[string, string]> {
  return page.evaluate((moment) => {
    const user = JSON.parse(localStorage.getItem('user') ?? '{}') as { timeZone?: string };
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone: user.timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    }).formatToParts(new Date(moment));
    const p = Object.fromEntries(parts.map((x) => [x.type, x.value]));
    const day = `${p.month}.${p.day}.${p.year}`;
    return [day, `${day} ${p.hour}:${p.minute} ${p.dayPeriod} ${p.timeZoneName}`] as [string, string];
  }, at);
}

/**
 * Opens the client page and checks its Orders section shows `order` as the lender reads it: placed
 * date (MM.dd.yyyy), report type, delivery, add-ons, status and the due time, in the user's zone.
 */
export async function expectOrderOnClientPage(
  page: Page,
  clientId: string,
  order: ClientOrder,
  expected: ExpectedOrderRow,
): Promise<Locator> {
  await page.goto(`/client/${clientId}`);
  const orders = page.getByRole('region', { name: 'Orders', exact: true });
  const row = orders.getByTestId(`order-${order.id}`);
  await expect(row).toBeVisible();
  const [placed] = await asShown(page, order.createdAt);
  const due = expected.due && order.dueAt ? (await asShown(page, order.dueAt))[1] : '--';
  await expect(row.getByRole('cell')).toHaveText([
    placed,
    expected.reportType,
    expected.delivery,
    expected.addOns ?? addOnsOf(order),
    expected.status,
    due,
    '--',
  ]);
  return orders;
}

/**
 * Place Order checks each chosen 8821 before placement (decision 274). The journeys upload a stand-in PDF, not a
 * filled official form, so its check ends in "Likely rejection" (or fails): this waits for every check's end and
 * sends such a form anyway with a reason, as a lender who knows the form would.
 */
export async function settleFormChecks(page: Page, forms: number): Promise<void> {
  const main = page.getByRole('main');
  const ended = main.getByTestId('form-check-verdict').or(main.getByText('The form was not checked', { exact: true }));
  await expect(ended).toHaveCount(forms, { timeout: 90_000 });
  const sendAnyway = main.getByRole('button', { name: 'Send it anyway' });
  for (let left = await sendAnyway.count(); left > 0; left -= 1) await sendAnyway.first().click();
  const reasons = main.getByRole('textbox', { name: /Why send it anyway/ });
  for (let i = 0; i < (await reasons.count()); i += 1)
    await reasons.nth(i).fill('The borrower signed this form; we send it as it is.');
}

/**
 * Places a TaxLens Report, Next Day, for one client from its Place Order page with a stand-in signed 8821
 * (its check settled first), and closes the "Order Placed" dialog.
 */
export async function placeNextDayOrder(page: Page, clientId: string, businessName: string): Promise<void> {
  await page.goto(`/place-order/${clientId}`);
  await page.getByRole('radio', { name: 'TaxLens Report' }).check();
  await page.getByRole('radio', { name: 'Next Day' }).check();
  await page.getByTestId(`upload-8821-${businessName}`).setInputFiles(await pdfFile('signed-8821.pdf'));
  await settleFormChecks(page, 1);
  await page.getByRole('main').getByRole('button', { name: 'Place Order' }).click();
  const placed = page.getByRole('dialog', { name: 'Order Placed' });
  await expect(placed).toBeVisible();
  await placed.getByRole('button', { name: 'Continue' }).click();
}
