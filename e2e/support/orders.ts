import type { Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';

type FormData = {
  client: { id: string; businessName: string };
  pendingOrder: { delivery: string; created: string } | null;
  bundleClients: { id: string; businessName: string; pendingOrder: unknown }[];
};
export type ClientOrder = { id: string; clientId: string; delivery: string; status: string; bundleOrderId: string | null; recordOfAccount: boolean; taxReturnTranscripts: boolean; onDemand: boolean; dueAt: string | null };

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
