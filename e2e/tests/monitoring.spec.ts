import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { pdfFile } from '../support/orders';
import { signInWithEmailCode } from '../support/sign-in';

// Monitoring (decisions 080, 092): the job runner creates a monitored client's report, operations completes it
// (through the /dev stand-in for the console), and the lender meets the alerts in the drawer and
// the mail in the outbox. The journey uses a client it creates, so the demo data stays as it was.
const run = String(Date.now()).slice(-6);
const NAME = `Monitored Mills ${run} LLC`;
const EIN = `32-${run}7`;
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
const period = (extra: Record<string, unknown> = {}) => ({
  form: '1120S',
  period: String(new Date().getUTCFullYear() - 2),
  filed: true,
  filedOn: `${new Date().getUTCFullYear() - 1}-03-10`,
  balanceCents: 0,
  installmentAgreement: false,
  iaInDefault: false,
  lienFiledOn: null,
  levyNoticeOn: null,
  ...extra,
});

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

type Mail = { id: number; recipient: string; subject: string | null; body: string };
const outbox = async (page: Page) => (await (await page.request.get('/dev/outbox.json')).json()) as Mail[];

test('the job runner creates a monitoring report; its completion alerts the lender in the drawer and by mail', async ({
  page,
}) => {
  await signInWithEmailCode(page, 'loan.officer', 'loan.officer@acme.example');
  await expect(page.getByRole('heading', { name: 'Welcome, Acme Capital' })).toBeVisible();

  // A new client, monitored weekly, with a first (clean) report from an order.
  const { id } = await api<{ id: string }>(page, 'POST', '/api/neoclients/create', {
    clientType: 'llc',
    businessName: NAME,
    ein: EIN,
    addressLine1: '12 Mill Race Rd',
    city: 'Dayton',
    state: 'OH',
    zip: '45402',
    phone: '937-555-0142',
  });
  await api(page, 'PUT', `/api/clients/changemonitorfrequency/${id}?frequency=WEEKLY`);
  const csrf = await page.evaluate(() => localStorage.getItem('csrf') ?? '');
  const placed = await page.request.post('/api/forms/upload8821', {
    headers: { 'X-CSRF-TOKEN': csrf, 'Idempotency-Key': `e2e-monitoring-${run}` },
    multipart: {
      product: 'TAXLENS:NEXT_DAY',
      recordOfAccount: 'false',
      taxReturnTranscripts: 'true',
      wageIncome: 'false',
      clientId: id,
      formName: 'mills-8821.pdf',
      file: await pdfFile('mills-8821.pdf'),
    },
  });
  expect(placed.status()).toBeLessThan(300);
  const first = await page.request.post(`/dev/clients/${id}/complete-open-report`, { data: { periods: [period()] } });
  expect(await first.json()).toMatchObject({ kind: 'ORDER' });

  // The runner (every 2 s in the browser suite) creates this period's monitoring report.
  await expect
    .poll(
      async () =>
        (await api<Array<{ kind: string; status: string }>>(page, 'GET', `/api/neoclients/reports/${id}`))
          .filter((r) => r.kind === 'MONITORING')
          .map((r) => r.status),
      { timeout: 20_000 },
    )
    .toEqual(['PENDING']);

  // Operations completes it: a lien filed 10 days ago on a balance.
  const since = (await outbox(page))[0]?.id ?? 0;
  const second = await page.request.post(`/dev/clients/${id}/complete-open-report`, {
    data: { periods: [period({ balanceCents: 1_250_000, lienFiledOn: daysAgo(10) })] },
  });
  expect(await second.json()).toMatchObject({ kind: 'MONITORING' });

  // The lender sees the alerts in the drawer.
  await page.reload();
  await page.getByRole('button', { name: /^Alerts/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Alerts' });
  await expect(drawer.getByText(`New tax lien: ${NAME}`, { exact: true })).toBeVisible();
  await expect(drawer.getByText(`High risk: ${NAME}`, { exact: true })).toBeVisible();
  await expect(drawer.getByText(`Liability increased: ${NAME}`, { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // And the mail that the users' settings ask for (Acme's users take completed reports and lender alerts, ALL).
  const mail = (await outbox(page)).filter((m) => m.id > since && m.recipient === 'loan.officer@acme.example');
  const subjects = mail.map((m) => m.subject).sort();
  expect(subjects).toEqual([`Report completed: ${NAME}`, `TaxLens alert: ${NAME}`]);
  const alertMail = mail.find((m) => m.subject === `TaxLens alert: ${NAME}`)!;
  expect(alertMail.body).toContain('Total tax liability rose from $0.00 to $12,500.00.');
  expect(alertMail.body).toContain(`/client/${id}`);
  expect(alertMail.body).toContain(`EIN ending ${EIN.slice(-4)}`);
  for (const full of [EIN, EIN.replace('-', '')]) expect(alertMail.body).not.toContain(full);

  // The client page lists the completed monitoring report.
  await page.goto(`/client/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
});
