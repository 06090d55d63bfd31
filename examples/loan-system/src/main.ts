// A loan system's integration with the portal's public API: with a test key it creates a client,
// uploads its signed 8821, orders a report with the 8821 on file, and listens for webhooks (each
// verified with the official Standard Webhooks library) until the report is completed, then prints one
// period's evidence line when the report has one.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import createClient from 'openapi-fetch';
import { Webhook } from 'standardwebhooks';
import type { paths } from './api.js';

function setting(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Set ${name}.`);
  return value;
}

const api = createClient<paths>({
  baseUrl: `${setting('API_URL')}/api/v1`,
  headers: { authorization: `Bearer ${setting('API_KEY')}` },
});
const once = () => ({ 'Idempotency-Key': randomUUID() });
const verifier = new Webhook(setting('WEBHOOK_SECRET'));
const waitSeconds = Number(process.env.WAIT_SECONDS ?? 120);

type Delivery = { type: string; data: Record<string, unknown> };

/** Receives webhooks; answers 2xx only to a delivery whose signature and time check out. */
function listenForWebhooks(port: number, onEvent: (event: Delivery) => void) {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      try {
        const event = verifier.verify(
          Buffer.concat(chunks).toString('utf8'),
          request.headers as Record<string, string>,
        ) as Delivery;
        console.log(`webhook ${String(request.headers['webhook-id'])}: ${event.type} (signature verified)`);
        response.writeHead(204).end();
        onEvent(event);
      } catch (error) {
        console.error(`webhook refused: ${(error as Error).message}`);
        response.writeHead(400).end();
      }
    });
  });
  return new Promise<typeof server>((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

function fail(what: string, error: unknown): never {
  throw new Error(`${what}: ${JSON.stringify(error)}`);
}

async function main(): Promise<void> {
  let orderId = '';
  let completed: (reportId: string) => void = () => {};
  const reportDone = new Promise<string>((resolve) => (completed = resolve));
  const server = await listenForWebhooks(Number(setting('WEBHOOK_PORT')), (event) => {
    if (event.type === 'report.completed' && event.data.orderId === orderId) completed(String(event.data.reportId));
  });

  const ein = `12-${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  const client = await api.POST('/clients', {
    params: { header: once() },
    body: {
      clientType: 'llc',
      businessName: 'Example Borrower LLC',
      ein,
      addressLine1: '1 Main Street',
      city: 'Springfield',
      state: 'IL',
      zip: '62701',
      phone: '2175550100',
    },
  });
  if (!client.data) fail('create client', client.error);
  console.log(`client ${client.data.id} created (EIN ${client.data.ein})`);

  const form = new FormData();
  form.append(
    'file',
    new Blob([readFileSync(new URL('../fixtures/signed-8821.pdf', import.meta.url))], { type: 'application/pdf' }),
    'signed-8821.pdf',
  );
  const upload = await api.POST('/clients/{id}/form-8821', {
    params: { path: { id: client.data.id }, header: once() },
    body: { file: '' },
    bodySerializer: () => form,
  });
  if (!upload.data) fail('upload 8821', upload.error);
  console.log(`8821 uploaded (${upload.data.sizeBytes} bytes)`);

  const prices = await api.GET('/prices');
  const product = prices.data?.products[0]?.productIdentifier;
  if (!product) fail('prices', prices.error ?? 'no product');
  const placed = await api.POST('/orders', {
    params: { header: once() },
    body: { product, orders: [{ clientId: client.data.id, formOnFile: true }] },
  });
  if (!placed.data) fail('place order', placed.error);
  orderId = placed.data.orders[0]!.id;
  console.log(`order ${orderId} placed (${product})`);

  if (process.env.STOP_AFTER_ORDER === 'true') {
    server.close();
    return;
  }
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error(`no report.completed within ${waitSeconds} s`)), waitSeconds * 1000).unref(),
  );
  const reportId = await Promise.race([reportDone, timeout]);
  const report = await api.GET('/reports/{id}', { params: { path: { id: reportId } } });
  if (!report.data) fail('report', report.error);
  console.log(`report ${reportId} completed for ${report.data.businessName}`);
  // Each period explains itself (decision 279); a report completed by hand has no evidence lines.
  const explained = report.data.periods.find((p) => p.evidence.length > 0);
  if (explained) console.log(`evidence: ${explained.evidence[0]!.summary} (${explained.explanation})`);
  else console.log('evidence: none (the report was not read from IRS transcripts)');
  server.close();
}

await main();
