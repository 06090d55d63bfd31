import { type Browser, expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'TaxLens-demo-2026!';

type OutboxMessage = { id: number; recipient: string; body: string };

/** The newest sign-in code mailed to a user, read from the demo outbox as a tester would. */
export async function readCodeFromOutbox(page: Page, recipient: string, newerThan: number): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const messages = (await (await page.request.get('/dev/outbox.json')).json()) as OutboxMessage[];
      const mail = messages.find((m) => m.recipient === recipient && m.id > newerThan);
      code = mail ? /\b(\d{6})\b/.exec(mail.body)?.[1] : undefined;
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code as string;
}

/** The first match of `pattern` in a mail to `to` newer than `since`, polled from the demo outbox (a link, a code). */
export async function mailTo(page: Page, to: string, since: number, pattern: RegExp): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(async () => {
      const mails = (await (await page.request.get('/dev/outbox.json')).json()) as OutboxMessage[];
      found = mails
        .filter((m) => m.recipient === to && m.id > since)
        .map((m) => pattern.exec(m.body)?.[1])
        .find(Boolean);
      return found;
    })
    .toBeTruthy();
  return found!;
}

export async function newestOutboxId(page: Page): Promise<number> {
  const messages = (await (await page.request.get('/dev/outbox.json')).json()) as OutboxMessage[];
  return messages[0]?.id ?? 0;
}

/** Signs in through the login screen, entering the e-mailed code on the second step. */
export async function signInWithEmailCode(page: Page, username: string, email: string): Promise<void> {
  const since = await newestOutboxId(page);
  await page.goto('/auth/login');
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByRole('textbox', { name: 'Password' }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  const code = await readCodeFromOutbox(page, email, since);
  await page.getByRole('textbox', { name: 'Verification code' }).fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
}

/**
 * Decision 126: on the two-factor page, a session without a second factor first proves the mailbox
 * on file with the mailed setup code; then the method choice appears.
 */
export async function proveMailbox(page: Page, email: string): Promise<void> {
  const since = await newestOutboxId(page);
  await page.getByRole('button', { name: 'Send Setup Code' }).click();
  const code = await readCodeFromOutbox(page, email, since);
  await page.getByRole('textbox', { name: 'Setup Code' }).fill(code);
  await page.getByRole('button', { name: 'Confirm Code' }).click();
  await expect(page.getByLabel('Choose Two-Factor Authentication method')).toBeVisible();
}

/** Signs in as Acme's and Beacon's lender admin and opens one lender's dashboard, accepting Beacon's notice. */
export async function signInAt(page: Page, lender: 'Acme Capital' | 'Beacon Bank'): Promise<void> {
  await signInWithEmailCode(page, 'lender.admin', 'lender.admin@acme.example');
  await page.getByRole('button', { name: lender }).click();
  // Beacon has a notice to accept the first time.
  const accept = page.getByRole('button', { name: 'Accept' });
  const welcome = page.getByRole('heading', { name: `Welcome, ${lender}` });
  await expect(accept.or(welcome)).toBeVisible();
  if (await accept.isVisible()) await accept.click();
  await expect(welcome).toBeVisible();
}

/** A page of its own (a second browser context) signed in as the operations admin, at the lender choice. */
export async function openOps(browser: Browser): Promise<Page> {
  const ops = await (await browser.newContext({ reducedMotion: 'reduce' })).newPage();
  await signInWithEmailCode(ops, 'ops.admin', 'ops.admin@taxlens.example');
  await expect(ops).toHaveURL(/\/set-lender$/);
  return ops;
}
