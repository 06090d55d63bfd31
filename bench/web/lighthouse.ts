import { existsSync } from 'node:fs';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { openDatabase } from '../../apps/server/src/db/connection.js';
import { SESSION_COOKIE } from '../../apps/server/src/platform/session-store.js';
import type { Benchmark } from '../support/benchmark.js';
import { ensureBenchUsers } from '../support/bench-users.js';
import { BASE_PORT, startPortalServer } from '../support/server.js';
import { signIn, type SignedIn } from '../support/sign-in.js';
import { atLeast, type Row } from '../support/table.js';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const TARGET_SCORE = 95;
// Lighthouse's own presets: mobile (its default: slow 4G, 4x CPU slowdown, simulated) and desktop.
const FORM_FACTORS = (process.env.BENCH_LIGHTHOUSE_FORM_FACTORS ?? 'mobile,desktop').split(',').map((f) => f.trim()).filter(Boolean);
// Offline: nothing but loopback. The same flags as the browser suite.
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
  '--disable-sync', '--no-first-run', '--disable-quic'];

async function score(url: string, port: number, formFactor: string, keepSignIn: boolean): Promise<{ score: number; lcp: number; tbt: number }> {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: keepSignIn },
    formFactor === 'desktop' ? desktopConfig : undefined,
  );
  const lhr = result!.lhr;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  // A lost session would measure the login page twice: the page must stay where it was sent.
  if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) throw new Error(`Lighthouse on ${url} ended on ${lhr.finalDisplayedUrl}`);
  return {
    score: Math.round((lhr.categories.performance!.score ?? 0) * 100),
    lcp: lhr.audits['largest-contentful-paint']!.numericValue ?? Number.NaN,
    tbt: lhr.audits['total-blocking-time']!.numericValue ?? Number.NaN,
  };
}

/**
 * The browser holds the session as the web app keeps it after signing in: the cookie, and the CSRF
 * token and user in local storage. Lighthouse then keeps storage (disableStorageReset) but starts
 * from an empty HTTP cache, so the dashboard is measured as a cold first load.
 */
async function placeSignIn(chromePort: number, origin: string, session: SignedIn): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`);
  try {
    const context = browser.contexts()[0]!;
    await context.addCookies([{ name: SESSION_COOKIE, value: session.cookie.split('=')[1]!, url: origin }]);
    const page = await context.newPage();
    await page.goto(`${origin}/auth/login`);
    await page.evaluate(([csrf, user]) => {
      // Runs in the page (the web app's storage keys, apps/web/src/shared/storage/local-store.ts).
      const storage = (globalThis as unknown as { localStorage: { setItem: (key: string, value: string) => void } }).localStorage;
      storage.setItem('csrf', csrf!);
      storage.setItem('user', user!);
    }, [session.csrf, JSON.stringify(session.user)]);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    // Disconnects only: the browser belongs to chrome-launcher.
    await browser.close();
  }
}

/** Lighthouse performance of the login page and the signed-in dashboard, served by a production instance. */
export const lighthouseBenchmark: Benchmark = {
  name: 'lighthouse',
  about: `Lighthouse performance (${FORM_FACTORS.join(', ')}) of the login page and the dashboard, Chromium ${CHROME_PATH}, offline`,
  async run(ctx) {
    if (!existsSync('apps/web/dist/index.html')) throw new Error('apps/web/dist is missing: run `npm run build` (or the web benchmark) first');
    const portfolio = await ctx.portfolio();
    const handle = await openDatabase({ databaseUrl: portfolio.url, poolSize: 2 });
    const [user] = await ensureBenchUsers(handle.db, portfolio.lenderId, 1).finally(() => handle.close());
    const server = await startPortalServer(BASE_PORT + 3, portfolio.url);
    let chrome: LaunchedChrome | undefined;
    try {
      chrome = await launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
      const rows: Row[] = [];
      // One sign-in for all runs: an authenticator code's time step may be used once.
      const session = await signIn(server.url, user!);
      for (const formFactor of FORM_FACTORS) {
        const login = await score(`${server.url}/auth/login`, chrome.port, formFactor, false);
        await placeSignIn(chrome.port, server.url, session);
        const dashboard = await score(`${server.url}/`, chrome.port, formFactor, true);
        for (const [page, s] of [['login page', login], ['dashboard', dashboard]] as const) {
          ctx.log(`  lighthouse ${formFactor} ${page}: ${s.score} (LCP ${s.lcp.toFixed(0)} ms, TBT ${s.tbt.toFixed(0)} ms)`);
          const row = atLeast('lighthouse', `performance score, ${page}, ${formFactor}`, s.score, TARGET_SCORE, '', 0);
          rows.push({ ...row, figure: `${s.score} (LCP ${(s.lcp / 1000).toFixed(1)} s, TBT ${s.tbt.toFixed(0)} ms)` });
        }
      }
      return rows;
    } finally {
      chrome?.kill();
      await server.stop();
    }
  },
};
