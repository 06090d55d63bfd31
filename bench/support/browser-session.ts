import type { BrowserContext, Page } from 'playwright-core';
import { SESSION_COOKIE } from '../../apps/server/src/platform/session-store.js';
import type { SignedIn } from './sign-in.js';

/**
 * Gives a browser the session as the web app keeps it after signing in: the cookie, and the CSRF
 * token and user in local storage (set from the sign-in page, which needs no session). `page` is
 * left on the sign-in page.
 */
export async function holdSession(context: BrowserContext, page: Page, origin: string, session: SignedIn) {
  await context.addCookies([{ name: SESSION_COOKIE, value: session.cookie.split('=')[1]!, url: origin }]);
  await page.goto(`${origin}/auth/login`);
  await page.evaluate(
    ([csrf, user]) => {
      // Runs in the page (the web app's storage keys, apps/web/src/shared/storage/local-store.ts).
      const storage = (globalThis as unknown as { localStorage: { setItem: (key: string, value: string) => void } })
        .localStorage;
      storage.setItem('csrf', csrf!);
      storage.setItem('user', user!);
    },
    [session.csrf, JSON.stringify(session.user)],
  );
}
