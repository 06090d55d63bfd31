import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { pointDeltaFederalAt } from '../support/sso-setup';
import { startTestIdp, type TestIdp } from '../support/test-idp';

const baseURL = `http://localhost:${Number(process.env.E2E_PORT ?? 3100)}`;
const idpPort = Number(process.env.E2E_PORT ?? 3100) + 2;
const userMenu = (page: Page) => page.getByRole('navigation', { name: 'Account' }).getByRole('button').last();

test.describe('single sign-on for Delta Federal', () => {
  let idp: TestIdp;

  test.beforeAll(async () => {
    idp = await startTestIdp(idpPort, 'sso.user');
    await pointDeltaFederalAt(idp);
  });
  test.afterAll(async () => idp?.close());

  test('signs in through the identity provider, hides what SSO lenders lack, and signs out through /auth/sso-logout', async ({
    page,
  }) => {
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

  test('a response the portal cannot verify lands on the login page with a message and no session', async ({
    page,
  }) => {
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
