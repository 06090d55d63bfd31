import { expect, type APIRequestContext, type Page, request, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { DEMO_PASSWORD } from '../support/sign-in';
import { startTestIdp, type TestIdp } from '../support/test-idp';

const baseURL = `http://localhost:${Number(process.env.E2E_PORT ?? 3100)}`;
const idpPort = Number(process.env.E2E_PORT ?? 3100) + 2;
const userMenu = (page: Page) => page.getByRole('navigation', { name: 'Account' }).getByRole('button').last();

/** Operations staff sign in through the API (password, then the e-mailed code) to configure SSO. */
async function opsApi(): Promise<{ api: APIRequestContext; csrf: string }> {
  const api = await request.newContext({ baseURL });
  const headers = { accept: 'application/vnd.taxlens.v1+json', authorization: `Basic ${Buffer.from(`ops.admin:${DEMO_PASSWORD}`).toString('base64')}` };
  const before = ((await (await api.get('/dev/outbox.json')).json()) as { id: number }[])[0]?.id ?? 0;
  expect((await api.get('/api/portal/login', { headers })).status()).toBe(401);
  let code: string | undefined;
  await expect
    .poll(async () => {
      const messages = (await (await api.get('/dev/outbox.json')).json()) as { id: number; recipient: string; body: string }[];
      const mail = messages.find((m) => m.recipient === 'ops.admin@taxlens.example' && m.id > before);
      code = mail ? /\b(\d{6})\b/.exec(mail.body)?.[1] : undefined;
      return code;
    })
    .toMatch(/^\d{6}$/);
  const second = await api.get('/api/portal/login?second_pass=true', { headers: { ...headers, 'X-F2A-TYPE': 'EMAIL_TOTP', 'X-F2A-TOKEN': code! } });
  expect(second.status()).toBe(200);
  return { api, csrf: ((await second.json()) as { csrf: { token: string } }).csrf.token };
}

test.describe('single sign-on for Delta Federal', () => {
  let idp: TestIdp;

  test.beforeAll(async () => {
    idp = await startTestIdp(idpPort, 'sso.user');
    const { api, csrf } = await opsApi();
    const current = await api.get('/api/ops/saml-registrations/delta-federal', { headers: { 'X-CSRF-TOKEN': csrf } });
    expect(current.status()).toBe(200);
    const saved = await api.put('/api/ops/saml-registrations/delta-federal', {
      headers: { 'X-CSRF-TOKEN': csrf },
      data: {
        lenderId: ((await current.json()) as { lenderId: string }).lenderId,
        idpEntityId: idp.entityId,
        idpSsoUrl: `${idp.url}/sso`,
        idpCertificate: idp.certificate,
        idpLogoutUrl: `${idp.url}/logout`,
        emailDomains: ['deltafederal.example'],
      },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    await api.dispose();
  });
  test.afterAll(async () => idp?.close());

  test('signs in through the identity provider, hides what SSO lenders lack, and signs out through /auth/sso-logout', async ({ page }) => {
    idp.mode = 'valid';
    await page.goto('/auth/login');
    await page.getByRole('link', { name: 'Sign in with single sign-on' }).click();
    await page.getByRole('textbox', { name: 'Company identifier or work e-mail' }).fill('nora@deltafederal.example');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(new RegExp(`^${idp.url}/sso\\?SAMLRequest=`));
    await page.getByRole('button', { name: 'Sign in as sso.user' }).click();

    await expect(page.getByRole('heading', { name: 'Welcome, Delta Federal' })).toBeVisible();
    await expect(page).toHaveURL(`${baseURL}/`);
    await expect(page).toHaveTitle('Dashboard | TaxLens Portal');

    // sso.user is a lender admin, yet an SSO lender has no Manage Users or IP Whitelist.
    await userMenu(page).click();
    await expect(page.getByRole('menuitem', { name: 'Account Settings' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Manage Users' })).toHaveCount(0);
    await expect(page.getByRole('menuitem', { name: 'IP Whitelist' })).toHaveCount(0);

    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(frame.url());
    });
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page.getByRole('heading', { name: 'Signed out at the test identity provider' })).toBeVisible();
    expect(visited.some((u) => u.startsWith(`${baseURL}/auth/sso-logout?registrationId=delta-federal`))).toBe(true);

    // The portal session is over.
    const me = await page.request.get(`${baseURL}/api/portal/sso/session`);
    expect(me.status()).toBe(401);
  });

  test('a response the portal cannot verify lands on the login page with a message and no session', async ({ page }) => {
    idp.mode = 'wrong-key';
    await page.goto('/auth/login');
    await page.getByRole('link', { name: 'Sign in with single sign-on' }).click();
    await page.getByRole('textbox', { name: 'Company identifier or work e-mail' }).fill('delta-federal');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Sign in as sso.user' }).click();

    await expect(page).toHaveURL(/\/auth\/login\?sso_error=INVALID_RESPONSE$/);
    await expect(page.getByRole('alert')).toContainText('could not be verified');
    await expectNoSeriousA11yViolations(page);
    expect((await page.request.get(`${baseURL}/api/portal/sso/session`)).status()).toBe(401);
  });

  test('an unknown company is told so on the login screen', async ({ page }) => {
    await page.goto('/auth/login');
    await page.getByRole('link', { name: 'Sign in with single sign-on' }).click();
    await page.getByRole('textbox', { name: 'Company identifier or work e-mail' }).fill('Nobody Bank');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('alert')).toContainText('could not find single sign-on');
    await expect(page).toHaveURL(/\/auth\/login\?sso$/);
  });
});
