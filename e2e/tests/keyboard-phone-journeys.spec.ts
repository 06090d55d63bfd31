import { expect, type Locator, type Page, test } from '@playwright/test';
import { findOrderableClient, pdfFile } from '../support/orders';
import { DEMO_PASSWORD, newestOutboxId, readCodeFromOutbox } from '../support/sign-in';

// Decisions 172 and 173: a keyboard-only journey and a phone journey (390 px, touch), each from sign-in to the
// "Order Placed" modal, opening and closing the alerts drawer and the navigation drawer, with the
// focus checked after each step (decision 172).

const USER = { name: 'loan.officer', email: 'loan.officer@acme.example' };

/** Presses Tab until the target has the focus, as a keyboard user would (at most `max` presses). */
async function tabTo(page: Page, target: Locator, max = 80): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

const mainHeading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 }).first();

test('keyboard only: sign in, find a client, place an order, open and close the alerts and the menu', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const since = await newestOutboxId(page);
  await page.goto('/auth/login');
  await tabTo(page, page.getByRole('textbox', { name: 'Username' }));
  await page.keyboard.type(USER.name);
  await page.keyboard.press('Tab');
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  const code = await readCodeFromOutbox(page, USER.email, since);
  const codeBox = page.getByRole('textbox', { name: 'Verification code' });
  await tabTo(page, codeBox);
  await expect(codeBox).toHaveAttribute('inputmode', 'numeric');
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Welcome, Acme Capital' })).toBeVisible();
  const { client } = await findOrderableClient(page, 0);

  // The header's Place Order: a client search in a popover; its result opens the order form.
  const placeOrderButton = page.getByRole('banner').getByRole('button', { name: 'Place Order' });
  await tabTo(page, placeOrderButton);
  await page.keyboard.press('Enter');
  const finder = page.getByRole('searchbox', { name: 'Find a client to order for' });
  await expect(finder).toBeFocused();
  await page.keyboard.type(client.businessName);
  // The popover's own result: the dashboard behind it may list the same client (Recently Rejected Reports).
  const result = page.getByRole('dialog').getByRole('link', { name: client.businessName, exact: true });
  await expect(result).toBeVisible();
  // Escape closes the popover without navigating: focus back on Place Order.
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(placeOrderButton).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(finder).toBeFocused();
  await page.keyboard.type(client.businessName);
  await tabTo(page, result);
  await page.keyboard.press('Enter');
  await expect(page).toHaveTitle('Place Order | TaxLens Portal');
  await expect(mainHeading(page)).toBeFocused();

  await tabTo(page, page.getByRole('radio', { name: 'TaxLens Report' }));
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('radiogroup', { name: 'Delivery' }).getByRole('radio').first());
  await page.keyboard.press('Space');
  const chooser = page.waitForEvent('filechooser');
  await tabTo(
    page,
    page.getByRole('button', { name: `Upload the signed 8821 of ${client.businessName} (PDF, up to 10 MB)` }),
  );
  await page.keyboard.press('Enter');
  await (await chooser).setFiles(await pdfFile('keyboard-8821.pdf'));
  await expect(page.getByText('keyboard-8821.pdf')).toBeVisible();
  const submit = page.getByRole('main').getByRole('button', { name: 'Place Order' });
  await expect(submit).toBeEnabled();
  await tabTo(page, submit);
  await page.keyboard.press('Enter');
  const placed = page.getByRole('dialog', { name: 'Order Placed' });
  await expect(placed).toBeVisible();
  await expect(placed.getByRole('button', { name: 'Continue' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Welcome, Acme Capital' })).toBeFocused();

  // The alerts drawer: opened from the bell, closed with Escape, focus back on the bell.
  const bell = page.getByRole('button', { name: /^Alerts/ });
  await tabTo(page, bell);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Alerts' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Alerts' })).toBeHidden();
  await expect(bell).toBeFocused();

  // Below 1280 px the menus move to the navigation drawer: Escape closes it, focus back on its button.
  await page.setViewportSize({ width: 1024, height: 768 });
  const burger = page.getByRole('button', { name: 'Open menu' });
  await tabTo(page, burger);
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Portfolio' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(burger).toBeFocused();
  // A link in the drawer navigates: the new page's heading gets the focus.
  await page.keyboard.press('Enter');
  await expect(drawer).toBeVisible();
  await tabTo(page, drawer.getByRole('link', { name: 'Resources' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveTitle('Resources | TaxLens Portal');
  await expect(mainHeading(page)).toBeFocused();
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('on a phone: sign in, order through the menu, open and close the alerts and the menu by touch', async ({
    page,
  }) => {
    const since = await newestOutboxId(page);
    await page.goto('/auth/login');
    await page.getByRole('textbox', { name: 'Username' }).tap();
    await page.keyboard.type(USER.name);
    await page.getByRole('textbox', { name: 'Password' }).tap();
    await page.keyboard.type(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).tap();
    const code = await readCodeFromOutbox(page, USER.email, since);
    await page.getByRole('textbox', { name: 'Verification code' }).fill(code);
    await page.getByRole('button', { name: 'Verify' }).tap();
    await expect(page.getByRole('heading', { name: 'Welcome, Acme Capital' })).toBeVisible();
    const { client } = await findOrderableClient(page, 0);

    // The compact bar fits the phone; the search is one tap away.
    const bar = (await page.getByTestId('header-bar').boundingBox())!;
    expect(bar.height).toBeLessThanOrEqual(64);
    await page.getByRole('button', { name: 'Search clients' }).tap();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByRole('searchbox', { name: 'Search clients' })).toBeFocused();
    // Tapping outside closes it: focus back on the search button.
    await page.mouse.click(10, 400);
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', { name: 'Search clients' })).toBeFocused();

    // Place Order from the drawer.
    await page.getByRole('button', { name: 'Open menu' }).tap();
    await drawer.getByRole('searchbox', { name: 'Find a client to order for' }).tap();
    await page.keyboard.type(client.businessName);
    await drawer.getByRole('link', { name: client.businessName, exact: true }).tap();
    await expect(page).toHaveTitle('Place Order | TaxLens Portal');
    await expect(drawer).toBeHidden();
    await expect(mainHeading(page)).toBeFocused();

    await page.getByRole('radio', { name: 'TaxLens Report' }).tap();
    await page.getByRole('radiogroup', { name: 'Delivery' }).getByRole('radio').first().tap();
    // Tapping the uploader opens the phone's file picker.
    const chooser = page.waitForEvent('filechooser');
    await page
      .getByRole('button', { name: `Upload the signed 8821 of ${client.businessName} (PDF, up to 10 MB)` })
      .tap();
    await (await chooser).setFiles(await pdfFile('phone-8821.pdf'));
    const submit = page.getByRole('main').getByRole('button', { name: 'Place Order' });
    await expect(submit).toBeEnabled();
    const box = (await submit.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    await submit.tap();
    const placed = page.getByRole('dialog', { name: 'Order Placed' });
    await expect(placed).toBeVisible();
    await placed.getByRole('button', { name: 'Continue' }).tap();
    await expect(page.getByRole('heading', { name: 'Welcome, Acme Capital' })).toBeVisible();

    // The alerts drawer: a tap on the bell opens it, a tap outside closes it, focus back on the bell.
    const bell = page.getByRole('button', { name: /^Alerts/ });
    await bell.tap();
    const alerts = page.getByRole('dialog', { name: 'Alerts' });
    await expect(alerts).toBeVisible();
    await page.mouse.click(10, 400);
    await expect(alerts).toBeHidden();
    await expect(bell).toBeFocused();

    // The navigation drawer: opened and closed with its close button, focus back on the menu button.
    const burger = page.getByRole('button', { name: 'Open menu' });
    await burger.tap();
    await expect(drawer).toBeVisible();
    await drawer.getByRole('button', { name: 'Close menu' }).tap();
    await expect(drawer).toBeHidden();
    await expect(burger).toBeFocused();
  });
});
