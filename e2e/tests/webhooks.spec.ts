import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { signInWithEmailCode } from '../support/sign-in';

// New journeys run in the PostgreSQL browser pass only (the CI budget).
test.skip(!process.env.E2E_DATABASE_URL, 'PostgreSQL browser pass only');

test('a lender admin creates an API key, registers an endpoint, sends a test event and sees it delivered in the log', async ({
  page,
  request,
}) => {
  // The lender's loan system: a local HTTP server (the portal runs with WEBHOOK_ALLOW_PRIVATE=true here).
  const received: Array<{ headers: IncomingHttpHeaders; body: string }> = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.end('thanks');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/taxlens`;
  try {
    await signInWithEmailCode(page, 'lender.admin', 'lender.admin@acme.example');
    await page.getByRole('button', { name: 'Acme Capital' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome, Acme Capital' })).toBeVisible();

    // API access: the key is shown once, works with the API, then only its prefix is listed.
    await page.goto('/api-access');
    await expect(page.getByRole('heading', { level: 1, name: 'API access' })).toBeVisible();
    const keyForm = page.getByRole('form', { name: 'Create an API key' });
    await keyForm.getByRole('textbox', { name: 'Key name' }).fill('Loan system');
    await keyForm.getByRole('radio', { name: /^Live/ }).check();
    await keyForm.getByRole('checkbox', { name: /^Write/ }).check();
    await keyForm.getByRole('button', { name: 'Create key' }).click();
    const secret = (await page.getByTestId('new-api-key').textContent()) ?? '';
    expect(secret).toMatch(/^tl_live_[0-9A-Za-z]{43}$/);
    const me = await request.get('/api/v1/key', { headers: { authorization: `Bearer ${secret}` } });
    expect(me.status()).toBe(200);
    expect(await me.json()).toMatchObject({ name: 'Loan system', mode: 'live', scopes: ['read', 'write'] });
    await expectNoSeriousA11yViolations(page);
    await page.reload();
    const row = page.getByRole('row').filter({ hasText: 'Loan system' }).filter({ hasText: 'Active' });
    await expect(row).toContainText(secret.slice(0, 16));
    await expect(page.getByText(secret.slice(16))).toHaveCount(0);
    // Revoking takes effect at once.
    page.once('dialog', (dialog) => void dialog.accept());
    await row.getByRole('button', { name: 'Revoke Loan system' }).click();
    await expect(page.getByRole('row').filter({ hasText: secret.slice(0, 16) })).toContainText('Revoked');
    expect((await request.get('/api/v1/key', { headers: { authorization: `Bearer ${secret}` } })).status()).toBe(401);

    await page.goto('/webhooks');
    await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();

    const form = page.getByRole('form', { name: 'Add an endpoint' });
    await form.getByRole('textbox', { name: 'Endpoint URL' }).fill(url);
    await form.getByRole('textbox', { name: 'Description' }).fill('Our loan system');
    await form.getByRole('button', { name: 'Add endpoint' }).click();
    const added = page.getByRole('status').filter({ hasText: 'Endpoint added' });
    await expect(added).toContainText('whsec_');

    const card = page.getByRole('region', { name: `Endpoint ${url}` });
    await expect(card.getByText('Enabled')).toBeVisible();
    await card.getByRole('button', { name: 'Send test event' }).click();
    const log = card.getByRole('table', { name: 'Delivery log' });
    await expect(log.getByRole('row').filter({ hasText: 'webhook.test' })).toContainText('Delivered', {
      timeout: 15_000,
    });
    await expect(log.getByRole('row').filter({ hasText: 'webhook.test' })).toContainText('200');
    expect(
      received.some(
        (r) => JSON.parse(r.body).type === 'webhook.test' && String(r.headers['webhook-signature']).startsWith('v1,'),
      ),
    ).toBe(true);
    await expectNoSeriousA11yViolations(page);

    await card.getByRole('button', { name: 'Disable' }).click();
    await expect(card.getByText('Disabled', { exact: true })).toBeVisible();
  } finally {
    server.close();
  }
});
